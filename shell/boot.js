// Starts the app: checks the browser can run it, shows progress and plain-words errors, and
// loads txek_table.js. Kept out of index.html: the Content-Security-Policy allows no inline
// script (README, "Offline, updates and the page's policy").
(function () {
  'use strict';
  var $ = function (id) { return document.getElementById(id); };
  var canvas = $('canvas');
  var running = false, failed = false, dataPct = null;
  // Hidden in the page itself, so that without script only the <noscript> words show.
  $('loading').hidden = false;
  $('error-reload').addEventListener('click', function () { location.reload(); });

  function showError(title, text, tips, detail) {
    if (failed) return;
    failed = true;
    $('loading').hidden = true;
    $('error-title').textContent = title;
    $('error-text').textContent = text;
    var list = $('error-tips');
    tips.forEach(function (t) { var li = document.createElement('li'); li.textContent = t; list.appendChild(li); });
    $('error-detail').textContent = detail ? String(detail) : '';
    $('error').hidden = false;
  }
  function unsupported(missing) {
    showError("This browser can't run Txek Table",
      'Txek Table needs a browser with WebAssembly and WebGL 2, and ' + missing + ' is not available here.',
      ['Use a current version of Firefox, Chrome, Edge or Safari (15 or newer).',
       'Turn on hardware acceleration in the browser settings, or update the graphics driver.',
       'On a phone or tablet, update the system; or try another device.']);
  }
  function crashed(detail) {
    showError('Txek Table stopped', running ? 'Something went wrong and the table had to stop.'
      : 'Something went wrong while starting the table.',
      ['Reload the page.', running ? 'If it happens again, please tell us what you were doing.'
        : 'Check your connection if it stopped while downloading.',
       'If it keeps happening, try another browser.'], detail);
  }
  function progress(pct) {
    var bar = $('progress').parentNode;
    bar.classList.remove('busy');
    $('progress').style.width = pct + '%';
    bar.setAttribute('aria-valuenow', String(Math.round(pct)));
  }

  function hasWebGL2() {
    try {
      var gl = document.createElement('canvas').getContext('webgl2');
      if (!gl) return false;
      var lose = gl.getExtension('WEBGL_lose_context');
      if (lose) lose.loseContext();
      return true;
    } catch (e) {
      return false;
    }
  }

  window.addEventListener('error', function (e) {
    if (!running) crashed(e.message || (e.error && e.error.message) || 'Script error');
  });
  window.addEventListener('unhandledrejection', function (e) {
    if (!running) crashed(e.reason && e.reason.message ? e.reason.message : String(e.reason));
  });
  // SDL2 cancels every Ctrl+key, F-key, Tab and arrow keydown on the whole window. The browser's
  // own shortcuts (reload, address bar, zoom, full screen, developer tools) are hidden from the
  // app instead, so the browser still acts on them; all other keys reach the app as usual.
  var SHORTCUTS = { r: 1, l: 1, t: 1, n: 1, w: 1, d: 1, '+': 1, '=': 1, '-': 1, '0': 1 };
  function browserShortcut(e) {
    var k = e.key && e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (k === 'F5' || k === 'F11' || k === 'F12') return true;
    if (!(e.ctrlKey || e.metaKey) || e.altKey) return false;
    return e.shiftKey ? k === 'i' || k === 'j' || k === 'c' || k === '+' : SHORTCUTS[k] === 1;
  }
  ['keydown', 'keyup'].forEach(function (type) {
    window.addEventListener(type, function (e) { if (browserShortcut(e)) e.stopImmediatePropagation(); }, true);
  });
  // Ctrl+wheel (and a trackpad's pinch, which arrives as one) zooms the page, as the keys do:
  // SDL2 would cancel it. A pinch on a touch screen stays the browser's too (main.cpp).
  window.addEventListener('wheel', function (e) { if (e.ctrlKey) e.stopImmediatePropagation(); },
    { capture: true, passive: true });
  // SDL2 (2.26.5, its Emscripten touch handler) cancels every touchend and touchcancel on the
  // canvas, to keep the browser from making mouse events of a tap. Once a finger has moved, the
  // browser sends the rest of the touch without waiting for the page (cancelable: false; a pinch
  // too), and cancelling one of those only logs Chromium's "Ignored attempt to cancel a touchend"
  // in the console: nothing is left to stop. So such an event's preventDefault does nothing by
  // the time SDL's listener sees it, and only what can be cancelled is. (touch-action: none on
  // the canvas would not help: Chromium stops waiting after the first touchmove the page leaves
  // alone, and the page's pinch-zoom would be lost.)
  ['touchend', 'touchcancel'].forEach(function (type) {
    window.addEventListener(type, function (e) {
      if (!e.cancelable) e.preventDefault = function () {};
    }, { capture: true, passive: true });
  });
  canvas.addEventListener('contextmenu', function (e) { e.preventDefault(); });
  canvas.addEventListener('pointerdown', function () { canvas.focus({ preventScroll: true }); });
  canvas.addEventListener('webglcontextlost', function () {
    showError('Txek Table stopped', 'The browser took the graphics context away (this can happen after a driver reset or when memory runs low).',
      ['Reload the page.'], 'webglcontextlost');
  });

  if (typeof WebAssembly !== 'object' || typeof WebAssembly.instantiate !== 'function') return unsupported('WebAssembly');
  if (!hasWebGL2()) return unsupported('WebGL 2');

  window.Module = {
    canvas: canvas,
    print: function (text) { console.log(text); },
    printErr: function (text) { console.warn(text); },
    setStatus: function (text) {
      if (!text) return;
      var m = /\((\d+(?:\.\d+)?)\/(\d+(?:\.\d+)?)\)/.exec(text);
      if (m && +m[2] > 0) {
        dataPct = Math.min(100, 100 * m[1] / m[2]);
        progress(dataPct);
        $('status').textContent = 'Downloading… ' + Math.floor(dataPct) + '%';
      } else {
        $('status').textContent = text === 'Running...' ? 'Starting…' : text.replace(/\.\.\.$/, '…');
      }
    },
    monitorRunDependencies: function (left) {
      // Reaches 0 more than once (the wasm, then the data): only the last one means started.
      if (!left && dataPct !== null && dataPct >= 100) $('status').textContent = 'Starting…';
    },
    onAbort: function (what) { crashed(what); },
    onRuntimeInitialized: function () {
      running = true;
      $('loading').hidden = true;
      canvas.focus({ preventScroll: true });
      window.dispatchEvent(new Event('txek-running')); // offline.js registers the service worker
    }
  };

  var script = document.createElement('script');
  script.src = 'txek_table.js';
  script.async = true;
  script.onerror = function () { crashed('Could not download txek_table.js'); };
  document.body.appendChild(script);
})();
