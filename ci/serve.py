"""Serves a folder on 127.0.0.1 only, with the right type for .wasm and no caching (a rebuilt
site is picked up by a reload). An optional third argument is served as config.json instead of
the site's own (the play command points online play at its local signalling server), and the
page with the Content-Security-Policy written for that config (web/build/csp.mjs)."""
import functools
import http.server
import os
import subprocess
import sys
import tempfile

class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".data": "application/octet-stream",
                      ".webmanifest": "application/manifest+json", ".js": "text/javascript"}

    config = None  # bytes served as /config.json, or None for the file

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def send_bytes(self, body, content_type):
        self.send_response(200)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        path = self.path.split("?")[0].split("#")[0]
        if self.config is not None and path == "/config.json":
            return self.send_bytes(self.config, "application/json")
        if self.config is not None and path in ("/", "/index.html"):
            # Written at each request, so that a rebuilt page is picked up by a reload.
            return self.send_bytes(page_for(self.directory, self.config), "text/html; charset=utf-8")
        super().do_GET()

def page_for(folder, config):
    """index.html with the policy for `config`, written by the build's own script."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "web", "build", "csp.mjs")
    with tempfile.NamedTemporaryFile("wb", suffix=".json") as f:
        f.write(config)
        f.flush()
        return subprocess.run(["node", script, os.path.join(folder, "index.html"), f.name],
                              check=True, capture_output=True).stdout

def main():
    folder, port = sys.argv[1], int(sys.argv[2])
    if len(sys.argv) > 3:
        Handler.config = sys.argv[3].encode()
    handler = functools.partial(Handler, directory=folder)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as httpd:
        httpd.serve_forever()

if __name__ == "__main__":
    main()
