import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_PLAN_PRICING } from '@casebridge/domain';
import { PublicReads, publicKeys } from './api.ts';

function methods() {
  return {
    getServerTime: vi.fn(() => Promise.resolve({ time: '2031-03-04T05:06:07.000Z' })),
    getPlanPricing: vi.fn(() => Promise.resolve(DEFAULT_PLAN_PRICING)),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('PublicReads', () => {
  it('reads once for every subscriber, and only once subscribed', async () => {
    const calls = methods();
    const reads = new PublicReads(calls);
    expect(reads.data('serverTime')).toBeUndefined();
    expect(calls.getServerTime).not.toHaveBeenCalled();
    const first = vi.fn();
    const second = vi.fn();
    reads.subscribe('serverTime', first);
    reads.subscribe('serverTime', second);
    await settled();
    expect(calls.getServerTime).toHaveBeenCalledTimes(1);
    expect(reads.data('serverTime')).toBe(2031);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('keeps no data after a failure or a malformed clock (the fallbacks stay)', async () => {
    const calls = methods();
    calls.getPlanPricing.mockRejectedValueOnce(new Error('offline'));
    calls.getServerTime.mockResolvedValueOnce({ time: 'not a date' });
    const reads = new PublicReads(calls);
    reads.subscribe('planPricing', () => undefined);
    reads.subscribe('serverTime', () => undefined);
    await settled();
    expect(reads.data('planPricing')).toBeUndefined();
    expect(reads.data('serverTime')).toBeUndefined();
  });

  it("hands what was read, and what arrives later, to react-query's cache", async () => {
    const reads = new PublicReads(methods());
    reads.subscribe('planPricing', () => undefined);
    await settled();
    const queryClient = new QueryClient();
    reads.shareWith(queryClient);
    expect(queryClient.getQueryData(publicKeys.planPricing)).toEqual(DEFAULT_PLAN_PRICING);
    reads.subscribe('serverTime', () => undefined);
    await settled();
    expect(queryClient.getQueryData(publicKeys.serverTime)).toBe(2031);
  });

  it('stops notifying an unsubscribed listener', async () => {
    const reads = new PublicReads(methods());
    const listener = vi.fn();
    const unsubscribe = reads.subscribe('planPricing', listener);
    unsubscribe();
    await settled();
    expect(listener).not.toHaveBeenCalled();
  });
});
