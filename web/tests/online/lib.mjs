// Online play's browser tests: real browsers over a real connection, inside a network namespace
// the test command makes for them (web/tests/netns.sh: a veth pair and a default route, since
// Chromium gathers no ICE candidates with loopback alone). Here: a PeerJS signalling server
// (npm `peer`) and the site on 127.0.0.1, the site's config.json pointing at that server with no
// ICE servers, and Chromium with real addresses in its candidates instead of mDNS names. Nothing
// leaves the namespace.
import { after, before } from 'node:test';
import { PeerServer } from 'peer';
import { CHROMIUM_ARGS, serve, siteDir, openPage, waitForState, fastSettings, state } from '../lib.mjs';
import { chromium } from 'playwright-core';

export const ONLINE_ARGS = [...CHROMIUM_ARGS, '--disable-features=WebRtcHideLocalIpsWithMdns'];

export function checkNamespace() {
  if (process.env.TXEK_NETNS !== '1') {
    throw new Error('online browser tests run inside their own network namespace: ' +
      'bash web/tests/netns.sh node --test web/tests/online/<file> (CTest does this)');
  }
}

export function startPeerServer() {
  return new Promise((resolve) => {
    PeerServer({ port: 0, host: '127.0.0.1', path: '/', expire_timeout: 5000, alive_timeout: 10000 },
      (server) => resolve({
        port: server.address().port,
        close: () => new Promise((r) => { server.closeAllConnections?.(); server.close(() => r()); }),
      }));
  });
}

export function onlineConfig(peerPort) {
  return JSON.stringify({
    signaling: { host: '127.0.0.1', port: peerPort, path: '/', secure: false, key: 'peerjs' },
    iceServers: [],
    idPrefix: 'txek-table-',
  });
}

// Registers the hooks: the signalling server, the site (config.json pointing at it) and one
// headless Chromium. env.site, env.peer and env.browser are set once `before` has run.
export function useOnline() {
  const env = { site: null, peer: null, browser: null };
  before(async () => {
    checkNamespace();
    env.peer = await startPeerServer();
    env.site = await serve(siteDir(), { '/config.json': onlineConfig(env.peer.port) });
    env.browser = await chromium.launch({
      executablePath: process.env.TXEK_CHROMIUM || '/usr/bin/chromium',
      headless: true,
      args: ONLINE_ARGS,
    });
  });
  after(async () => {
    await env.browser?.close();
    await env.site?.close();
    await env.peer?.close();
  });
  return env;
}

// A player's page: a context of its own (its own storage, as another browser would have), with
// every network message logged raw (window.txekNetLog) and the tests' fast settings under `name`.
export async function player(env, name, options = {}) {
  const p = await openPage(env.browser, options);
  await p.context.addInitScript(() => { window.txekNetLog = []; });
  await p.page.goto(`${env.site.url}/`);
  await waitForState(p.page, (s) => s.screen === 'home', null, 'home');
  await fastSettings(p.page);
  await p.page.evaluate((n) => {
    const s = JSON.parse(localStorage.getItem('app.settings'));
    s.data.player_name = n;
    localStorage.setItem('app.settings', JSON.stringify(s));
  }, name);
  await p.page.reload();
  await waitForState(p.page, (s) => s.screen === 'home', null, 'home');
  return p;
}

// The raw messages a page received (or sent) over the data channels.
export function netLog(page, dir = 'in') {
  return page.evaluate((d) => (window.txekNetLog || []).filter((m) => m.dir === d), dir);
}

export { state, waitForState };
