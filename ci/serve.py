"""Serves a folder on 127.0.0.1 only, with the right type for .wasm and no caching (a rebuilt
site is picked up by a reload). An optional third argument is served as config.json instead of
the site's own (the play command points online play at its local signalling server)."""
import functools
import http.server
import sys

class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map,
                      ".wasm": "application/wasm", ".data": "application/octet-stream",
                      ".webmanifest": "application/manifest+json", ".js": "text/javascript"}

    config = None  # bytes served as /config.json, or None for the file

    def end_headers(self):
        self.send_header("Cache-Control", "no-store")
        super().end_headers()

    def do_GET(self):
        if self.config is not None and self.path.split("?")[0] == "/config.json":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(self.config)))
            self.end_headers()
            self.wfile.write(self.config)
            return
        super().do_GET()

def main():
    folder, port = sys.argv[1], int(sys.argv[2])
    if len(sys.argv) > 3:
        Handler.config = sys.argv[3].encode()
    handler = functools.partial(Handler, directory=folder)
    with http.server.ThreadingHTTPServer(("127.0.0.1", port), handler) as httpd:
        httpd.serve_forever()

if __name__ == "__main__":
    main()
