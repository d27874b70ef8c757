// Online play's network in the browser (platform/network.h): WebRTC data channels, with PeerJS
// as the signalling client. Linked with --js-library: Emscripten's own WebRTC sockets do not
// work, so the C++ side polls this small library once a frame instead (online/transport.h).
//
// PeerJS (peerjs.min.js) and the site's config.json are fetched the first time a table is
// opened or joined, so a game against bots never loads them. config.json names the signalling
// server and the ICE (STUN/TURN) servers; the play command points it at a local `peer` server.
//
// Each end is a handle: the host's end registers "<idPrefix><table id>" and accepts any number
// of connections; a guest's end connects to it (reliable and ordered, raw text). Events wait in
// a queue until the C++ side polls them. Tests may set window.txekNetLog = [] before the page
// loads: every message in and out is then appended to it, exactly as sent.
mergeInto(LibraryManager.library, {
  $TxekNet: {
    ends: {},
    next: 1,
    ready: null, // a promise of {Peer, config}, once loading has started

    load: function () {
      if (TxekNet.ready) return TxekNet.ready;
      var script = new Promise(function (resolve, reject) {
        if (window.Peer) return resolve();
        var s = document.createElement('script');
        s.src = 'peerjs.min.js';
        s.onload = function () { resolve(); };
        s.onerror = function () { reject(new Error('peerjs.min.js could not be loaded')); };
        document.head.appendChild(s);
      });
      var config = fetch('config.json', { cache: 'no-store' }).then(function (r) {
        if (!r.ok) throw new Error('config.json: HTTP ' + r.status);
        return r.json();
      });
      TxekNet.ready = Promise.all([script, config]).then(function (got) {
        var Peer = window.Peer && (window.Peer.Peer || window.Peer.default || window.Peer);
        if (typeof Peer !== 'function') throw new Error('PeerJS did not load');
        return { Peer: Peer, config: got[1] || {} };
      });
      TxekNet.ready.catch(function () { TxekNet.ready = null; }); // try again next time
      return TxekNet.ready;
    },

    options: function (config) {
      var s = config.signaling || {};
      var o = { debug: 0, config: { iceServers: config.iceServers || [] } };
      if (s.host) o.host = s.host;
      if (s.port) o.port = s.port;
      if (s.path) o.path = s.path;
      if (s.key) o.key = s.key;
      if (typeof s.secure === 'boolean') o.secure = s.secure;
      return o;
    },

    log: function (dir, end, conn, text) {
      var log = window.txekNetLog;
      if (Array.isArray(log)) log.push({ dir: dir, role: end.role, conn: conn, text: text, at: performance.now() });
    },

    push: function (end, kind, conn, text, retry) {
      end.events.push({ k: kind, c: conn, d: text || '', r: !!retry });
      if (Module.txekIdle) Module.txekIdle.wake(); // the loop may be at rest (idle_web.js)
    },

    // In plain words: what a PeerJS error means for a player.
    why: function (err, role) {
      var type = err && err.type;
      if (type === 'unavailable-id') return ['the table is still open from before (it frees itself in a moment)', true];
      if (type === 'peer-unavailable') return ['the table is not open (the host may be reloading, or has closed it)', true];
      if (type === 'network' || type === 'server-error' || type === 'socket-error' || type === 'socket-closed')
        return ['the signalling server cannot be reached (check the network)', true];
      if (type === 'browser-incompatible') return ['this browser cannot make peer-to-peer connections (WebRTC)', false];
      if (type === 'invalid-id' || type === 'invalid-key') return ['the table id or the server key is refused', false];
      return ['the connection failed (' + (type || (err && err.message) || 'unknown') + ')', true];
    },

    // A data connection of an end: its events go to the end's queue under `conn`.
    wire: function (end, dc, conn) {
      end.conns[conn] = dc;
      dc.on('open', function () { TxekNet.push(end, 'open', conn); });
      dc.on('data', function (data) {
        var text = typeof data === 'string' ? data : '';
        TxekNet.log('in', end, conn, text);
        TxekNet.push(end, 'msg', conn, text);
      });
      var gone = false;
      var closed = function (why) {
        if (gone) return;
        gone = true;
        delete end.conns[conn];
        TxekNet.push(end, 'closed', conn, why);
      };
      dc.on('close', function () { closed('the connection closed'); });
      dc.on('error', function (e) { closed('the connection failed (' + ((e && e.type) || 'error') + ')'); });
    },

    open: function (end) {
      // Everything else plays offline from the service worker's copy (README, "Offline, updates
      // and the page's policy"); this cannot.
      if (navigator.onLine === false) {
        TxekNet.push(end, 'failed', -1, 'online play needs the network, and this device is offline ' +
          '(games against bots play offline)', true);
        return;
      }
      TxekNet.load().then(function (got) {
        if (end.destroyed) return;
        var options = TxekNet.options(got.config);
        var prefix = got.config.idPrefix || 'txek-table-';
        var peer = end.role === 'host' ? new got.Peer(prefix + end.table, options) : new got.Peer(options);
        end.peer = peer;
        peer.on('open', function () {
          if (end.role === 'host') return TxekNet.push(end, 'ready', -1);
          var dc = peer.connect(prefix + end.table, { reliable: true, serialization: 'raw' });
          TxekNet.wire(end, dc, 0);
        });
        peer.on('connection', function (dc) {
          if (end.role !== 'host') return dc.close();
          TxekNet.wire(end, dc, end.nextConn++);
        });
        peer.on('open', function () { end.ready = true; });
        peer.on('error', function (err) {
          // Once the table is up, losing the signalling server only keeps newcomers out: the
          // data channels go on, and the end signs in again in a moment.
          var type = err && err.type;
          var signalling = type === 'network' || type === 'server-error' || type === 'socket-error' ||
                           type === 'socket-closed' || type === 'disconnected';
          var up = end.role === 'host' ? end.ready : !!(end.conns[0] && end.conns[0].open);
          if (up && signalling) return;
          var w = TxekNet.why(err, end.role);
          TxekNet.push(end, 'failed', -1, w[0], w[1]);
        });
        peer.on('disconnected', function () {
          setTimeout(function () {
            if (!end.destroyed && peer.disconnected && !peer.destroyed) peer.reconnect();
          }, 2000);
        });
      }).catch(function (e) {
        TxekNet.push(end, 'failed', -1, 'online play needs the network (' + e.message + ')', true);
      });
    },

    take: function (s) {
      var n = lengthBytesUTF8(s) + 1;
      var p = _malloc(n);
      stringToUTF8(s, p, n);
      return p;
    },
  },

  // role: 0 the host, 1 a guest. Returns the end's handle.
  txek_net_open__deps: ['$TxekNet'],
  txek_net_open: function (role, table) {
    var end = {
      role: role === 0 ? 'host' : 'guest', table: UTF8ToString(table), events: [], conns: {},
      nextConn: 1, peer: null, destroyed: false,
    };
    var h = TxekNet.next++;
    TxekNet.ends[h] = end;
    if (!TxekNet.unload) {
      // A host that reloads frees its table id at once (else the server holds it a while).
      TxekNet.unload = true;
      window.addEventListener('pagehide', function () {
        for (var k in TxekNet.ends) if (TxekNet.ends[k].peer) TxekNet.ends[k].peer.destroy();
      });
    }
    TxekNet.open(end);
    // The tests' hook (only when window.txekNetLog was set before the page loaded): send raw
    // text on a guest's connection, as a forger or a broken client would.
    if (Array.isArray(window.txekNetLog) && end.role === 'guest') {
      window.txekNetRaw = function (text) {
        var dc = end.conns[0];
        if (!dc || !dc.open) return false;
        dc.send(text);
        TxekNet.log('out', end, 0, text);
        return true;
      };
    }
    return h;
  },

  // The events since the last poll as a JSON array, or 0 when there are none.
  txek_net_poll__deps: ['$TxekNet'],
  txek_net_poll: function (h) {
    var end = TxekNet.ends[h];
    if (!end || !end.events.length) return 0;
    var events = end.events;
    end.events = [];
    return TxekNet.take(JSON.stringify(events));
  },

  txek_net_send__deps: ['$TxekNet'],
  txek_net_send: function (h, conn, text) {
    var end = TxekNet.ends[h];
    var dc = end && end.conns[conn];
    if (!dc || !dc.open) return 0;
    var s = UTF8ToString(text);
    try {
      dc.send(s);
    } catch (e) {
      return 0;
    }
    TxekNet.log('out', end, conn, s);
    return 1;
  },

  txek_net_close__deps: ['$TxekNet'],
  txek_net_close: function (h, conn) {
    var end = TxekNet.ends[h];
    var dc = end && end.conns[conn];
    if (!dc) return;
    delete end.conns[conn];
    try { dc.close(); } catch (e) {}
  },

  txek_net_destroy__deps: ['$TxekNet'],
  txek_net_destroy: function (h) {
    var end = TxekNet.ends[h];
    if (!end) return;
    end.destroyed = true;
    delete TxekNet.ends[h];
    try { if (end.peer) end.peer.destroy(); } catch (e) {}
  },

  // The QR code of `text` (qrcode.js, loaded with the network): "<size>:<rows of 0 and 1>", or 0
  // while the library loads (ask again next frame) or when it cannot be made.
  txek_qr__deps: ['$TxekNet'],
  txek_qr: function (text) {
    if (typeof window.qrcode !== 'function') {
      if (!TxekNet.qrLoading) {
        TxekNet.qrLoading = true;
        var s = document.createElement('script');
        s.src = 'qrcode.js';
        s.onerror = function () { TxekNet.qrLoading = false; };
        document.head.appendChild(s);
      }
      return 0;
    }
    try {
      var qr = window.qrcode(0, 'M');
      qr.addData(UTF8ToString(text));
      qr.make();
      var n = qr.getModuleCount();
      var bits = '';
      for (var r = 0; r < n; r++) for (var c = 0; c < n; c++) bits += qr.isDark(r, c) ? '1' : '0';
      return TxekNet.take(n + ':' + bits);
    } catch (e) {
      return 0;
    }
  },
});
