// Online play in two languages (src/online/said.h, src/table/po/README.md): the host's table
// speaks French, its guest's German. What crosses the network are codes and ids, never words, so
// each person reads the same game, and the host's refusal of a move, in their own language. Two
// real browsers over a real WebRTC data channel. Run inside a network namespace of its own
// (CTest does):
//   cd web && TXEK_SITE=$PWD/../build/web/site bash tests/netns.sh node --test tests/online/language.test.mjs
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useOnline, player, openTable, joinTable, sitAt, startTable, state, waitForState, tableOf,
  waitForTable, received, playUntil, together, shot,
} from './lib.mjs';

const env = useOnline();

// The sender of raw text on a guest's data channel (window.txekNetRaw, as guard.test.mjs uses).
const raw = (guest, text) => guest.page.evaluate((t) => window.txekNetRaw(t), text);

test('checks online in two languages (Messages): a German guest at a French host\'s table reads '
  + 'the log, the lobby and the host\'s refusal in German, the host in French', { timeout: 300_000 }, async () => {
  const host = await player(env, 'Ana', {}, { language: 'fr' });
  const guest = await player(env, 'Bruno', {}, { language: 'de' });
  try {
    const lobby = await openTable(host, 'checks');
    let g = await joinTable(env, guest, 'checks', lobby.table);
    assert.equal(g.language, 'de');
    await sitAt(host, guest, 1);
    await shot(guest.page, 'online-language-guest-lobby.png');
    await startTable(host, 'checks', [guest]);
    // A few moves each, each by clicks on its own page.
    const enough = (x) => x.moves >= 3; // the guest leads: then the host is to play
    await together({
      host: playUntil(host.page, 'checks', enough),
      guest: playUntil(guest.page, 'checks', enough),
    });
    const h = tableOf(await state(host.page), 'checks');
    g = await state(guest.page);
    const v = tableOf(g, 'checks');
    assert.ok(h.log.some((l) => /\b(Vous|joue|jouez)\b/.test(l)), `the host's log in French: ${h.log.join(' | ')}`);
    assert.ok(v.log.some((l) => /\b(Du|spielt|spielst|legt|legst)\b/.test(l)), `the guest's log in German: ${v.log.join(' | ')}`);
    for (const line of [...h.log, ...v.log])
      assert.doesNotMatch(line, /\b(You|plays?|deals?|turn)\b/, `no English: ${line}`);

    // A move of the guest's own list sent when it is the host's turn: the host's match refuses
    // it with a code, which the guest words in German.
    await waitForTable(host.page, 'checks', (x) => x.current === 0 && x.settled, null, "the host's turn");
    const updates = (await received(guest.page)).filter((m) => m.msg.t === 'update');
    const earlier = updates.filter((m) => m.msg.legal.length > 0).at(-1).msg;
    const last = updates.at(-1).msg;
    assert.equal(await raw(guest, JSON.stringify({ v: 1, t: 'act', code: earlier.legal[0], rev: last.rev, ms: 120 })), true);
    const refused = await waitForState(guest.page, (x) => x.online.news.length > 0, null, 'the refusal told');
    const answer = (await received(guest.page)).filter((m) => m.msg.t === 'refused').at(-1).msg;
    assert.match(answer.why, /^[a-z_]+(:[0-9,-]+)?$/, `a code on the wire: ${answer.why}`);
    assert.ok(refused.online.news.some((n) => /du bist nicht dran/.test(n)),
      `the refusal in German: ${refused.online.news.join(' | ')}`);
    await shot(guest.page, 'online-language-guest-table.png');
    await shot(host.page, 'online-language-host-table.png');
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});
