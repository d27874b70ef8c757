// The PeerJS signalling server of the online browser tests, in a process of its own: the `peer`
// package keeps timers running after its server closes, which would keep a test file's process
// alive for ever. Started by lib.mjs (startPeerServer), it prints {"port": N} once listening and
// runs until it is killed. Not a test (its name does not end in .test.mjs).
import { PeerServer } from 'peer';

PeerServer({ port: 0, host: '127.0.0.1', path: '/', expire_timeout: 5000, alive_timeout: 10000 },
  (server) => {
    process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
  });
// The parent going away ends this process too.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
