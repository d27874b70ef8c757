// At rest when idle: when nothing moves and nothing is due, the main loop stops asking
// for animation frames (main.cpp) until something wakes it: input, a resize, another tab's
// storage, the tab coming back, a link, the network (network_web.js), or the next due timer.
// Bots and reaction windows run on elapsed time, so a loop woken late catches up, as a background
// tab always has.
mergeInto(LibraryManager.library, {
  $TxekIdle: {
    asleep: false,
    timer: 0,
    sleeps: 0, // how often the loop went to rest (the idle benchmark and tests read it)
    wake: function () {
      if (!TxekIdle.asleep) return;
      TxekIdle.asleep = false;
      clearTimeout(TxekIdle.timer);
      _emscripten_resume_main_loop();
    },
  },
  $TxekIdle__postset: 'Module.txekIdle = TxekIdle;',

  txek_idle_init__deps: ['$TxekIdle', 'emscripten_resume_main_loop'],
  txek_idle_init: function () {
    var wake = function () { TxekIdle.wake(); };
    ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'mousedown', 'mousemove', 'mouseup',
     'wheel', 'keydown', 'keyup', 'input', 'touchstart', 'touchmove', 'touchend', 'touchcancel', 'resize',
     'storage', 'focus', 'blur', 'hashchange', 'online', 'offline', 'pageshow'].forEach(function (t) {
      window.addEventListener(t, wake, { capture: true, passive: true });
    });
    document.addEventListener('visibilitychange', wake);
  },

  // Stops the loop until woken; after `ms` milliseconds at the latest when ms >= 0.
  txek_idle_sleep__deps: ['$TxekIdle', 'emscripten_pause_main_loop'],
  txek_idle_sleep: function (ms) {
    if (TxekIdle.asleep) return;
    _emscripten_pause_main_loop();
    TxekIdle.asleep = true;
    TxekIdle.sleeps++;
    if (ms >= 0) TxekIdle.timer = setTimeout(TxekIdle.wake, Math.min(ms, 2147483647));
  },
});
