// Offline play and updates (README, "Offline, updates and the page's policy"). The service worker
// (sw.js, written at build time) keeps every file of this build, so games against bots play with
// the network off. A newer build is installed beside the running one and offered here; it takes
// over only when the person presses Reload: code never changes under a game in progress, and the
// game, saved in local storage, is back after the reload.
(function () {
  'use strict';
  if (!('serviceWorker' in navigator) || !/^https?:$/.test(location.protocol)) return;
  var $ = function (id) { return document.getElementById(id); };
  var reloading = false;

  function offer(waiting) {
    var bar = $('update');
    bar.hidden = false;
    $('update-reload').onclick = function () {
      $('update-reload').disabled = true;
      waiting.postMessage('take-over');
    };
    $('update-later').onclick = function () { bar.hidden = true; };
  }

  // A build installed while a page of the older one is open waits; the first one ever does not
  // (there is nothing to replace), so it is never offered. One may be on its way already when
  // this page registers (a reload during its download).
  function track(sw) {
    sw.addEventListener('statechange', function () {
      if (sw.state === 'installed' && navigator.serviceWorker.controller) offer(sw);
    });
  }
  function watch(reg) {
    if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
    if (reg.installing) track(reg.installing);
    reg.addEventListener('updatefound', function () { if (reg.installing) track(reg.installing); });
  }

  // Someone coming back to a tab left open for days is told about a newer build.
  document.addEventListener('visibilitychange', function () {
    if (document.visibilityState !== 'visible') return;
    navigator.serviceWorker.getRegistration().then(function (reg) {
      if (reg) reg.update().catch(function () {});
    });
  });

  navigator.serviceWorker.addEventListener('controllerchange', function () {
    // Only after Reload was pressed here: the first build's claim of this page changes nothing.
    if (reloading || !$('update-reload').disabled) return;
    reloading = true;
    location.reload();
  });

  // The first build claims the pages open when it activates; a page still loading just then (a
  // reload, a link opened during the install) is not among them, and asks for itself.
  function askToBeClaimed(reg) {
    if (!navigator.serviceWorker.controller && reg.active) reg.active.postMessage('claim');
  }

  // The first install keeps every file or none: one file lost on a flaky link fails it, and the
  // browser then drops the registration. Without another try, offline play would wait for the
  // next visit; a few more tries, further apart each time, cover a link that comes back.
  var tries = 0;
  function retryLater() {
    if (++tries < 4) setTimeout(register, 3000 * tries);
  }
  function register() {
    navigator.serviceWorker.register('sw.js').then(function (reg) {
      watch(reg);
      navigator.serviceWorker.ready.then(askToBeClaimed);
      var first = !reg.active && reg.installing;
      if (first) first.addEventListener('statechange', function () {
        if (first.state === 'redundant') retryLater();
      });
    }).catch(function (e) {
      console.warn('Offline play is not available yet: ' + e.message);
      retryLater();
    });
  }

  // After the app has started, so that the precache does not slow the first visit's download.
  window.addEventListener('txek-running', register, { once: true });
})();
