import { describe, expect, it, vi } from 'vitest';
import { runTranslationBatch, type BatchItem, type SendResult } from './translation-batch';

const EXISTS = new Error('TRANSLATION_EXIST_TRANSLATION');
const isExists = (error: unknown) => error === EXISTS;
const item = (key: string, name: string, status: BatchItem['status'] = null): BatchItem => ({ key, name, status });

function server(answers: Record<string, SendResult | Error>) {
  return vi.fn(async (i: BatchItem): Promise<SendResult> => {
    const answer = answers[i.name.trim()];
    if (!answer) throw new Error(`unexpected ${i.name}`);
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

describe('runTranslationBatch (core.md §4)', () => {
  it('sends every item once, in order, and reports all succeeded', async () => {
    const send = server({ Haus: { translationId: 1, points: 5 }, Gebäude: { translationId: 2, points: 5 } });
    const out = await runTranslationBatch([item('a', 'Haus'), item('b', 'Gebäude')], send, { isExists });
    expect(send.mock.calls.map(([i]) => i.name)).toEqual(['Haus', 'Gebäude']);
    expect(out.items.map((i) => i.status)).toEqual(['success', 'success']);
    expect(out.allSucceeded).toBe(true);
    expect(out.points).toBe(10);
    expect(out.createdIds).toEqual([1, 2]);
  });

  it('marks duplicates by trimmed name failed and sends the name once', async () => {
    const send = server({ Haus: { translationId: 1, points: 5 } });
    const out = await runTranslationBatch([item('a', 'Haus'), item('b', '  Haus ')], send, { isExists });
    expect(send).toHaveBeenCalledTimes(1);
    expect(out.items.map((i) => [i.status, i.reason ?? null])).toEqual([
      ['success', null],
      ['failed', 'duplicate'],
    ]);
    expect(out.allSucceeded).toBe(false);
  });

  it('does not resend items already success or failed, but their names still count as sent', async () => {
    const send = server({ Heim: { translationId: 3, points: 5 } });
    const out = await runTranslationBatch(
      [item('a', 'Haus', 'success'), item('b', 'Bau', 'failed'), item('c', 'Heim'), item('d', 'Haus')],
      send,
      { isExists },
    );
    expect(send.mock.calls.map(([i]) => i.name)).toEqual(['Heim']);
    expect(out.items.map((i) => i.status)).toEqual(['success', 'failed', 'success', 'failed']);
  });

  it('TRANSLATION_EXIST_TRANSLATION marks the item failed and the batch goes on', async () => {
    const send = server({ Haus: EXISTS, Heim: { translationId: 3, points: 5 } });
    const out = await runTranslationBatch([item('a', 'Haus'), item('b', 'Heim')], send, { isExists });
    expect(out.items.map((i) => [i.status, i.reason ?? null])).toEqual([
      ['failed', 'exists'],
      ['success', null],
    ]);
    expect(out.stoppedBy).toBeNull();
    expect(out.allSucceeded).toBe(false);
  });

  it('any other error leaves the item with an empty status and ends the batch', async () => {
    const boom = new Error('INTERNAL_ERROR');
    const send = server({ Haus: { translationId: 1, points: 5 }, Bau: boom, Heim: { translationId: 3, points: 5 } });
    const out = await runTranslationBatch([item('a', 'Haus'), item('b', 'Bau'), item('c', 'Heim')], send, { isExists });
    expect(send.mock.calls.map(([i]) => i.name)).toEqual(['Haus', 'Bau']);
    expect(out.items.map((i) => i.status)).toEqual(['success', null, null]);
    expect(out.stoppedBy).toBe(boom);
    expect(out.allSucceeded).toBe(false);
    expect(out.points).toBe(5);
  });

  it('a second run after fixing the problem sends only what is left and then all succeeded', async () => {
    const first = await runTranslationBatch(
      [item('a', 'Haus'), item('b', 'Bau')],
      server({ Haus: { translationId: 1, points: 5 }, Bau: new Error('TIMEOUT') }),
      { isExists },
    );
    const send = server({ Bau: { translationId: 2, points: 5 } });
    const second = await runTranslationBatch(first.items, send, { isExists });
    expect(send).toHaveBeenCalledTimes(1);
    expect(second.allSucceeded).toBe(true);
  });

  it('reports every change as it happens', async () => {
    const seen: string[] = [];
    await runTranslationBatch([item('a', 'Haus'), item('b', 'Haus')], server({ Haus: { translationId: 1, points: 5 } }), {
      isExists,
      onChange: (items) => seen.push(items.map((i) => i.status ?? '-').join(',')),
    });
    expect(seen).toEqual(['success,-', 'success,failed']);
  });
});
