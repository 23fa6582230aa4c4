import { describe, expect, it } from 'vitest';
import { rewardCounterLabel } from './navigation.ts';
import { referralSignUpPath, rewardCount, rewardsToGoal } from './referralProgram.ts';

describe('referral program', () => {
  it('counts one reward per friend who joined', () => {
    expect(rewardCount([{ joined: true }, { joined: false }, { joined: true }])).toBe(2);
    expect(rewardCount([])).toBe(0);
  });
  it('shows n/10 while below the goal, nothing once reached', () => {
    expect(rewardCounterLabel(4)).toBe('4/10');
    expect(rewardCounterLabel(9)).toBe('9/10');
    expect(rewardCounterLabel(10)).toBeNull();
    expect(rewardsToGoal(4)).toBe(6);
    expect(rewardsToGoal(12)).toBe(0);
  });
  it('builds the sign-up link sign-up credits', () => {
    expect(referralSignUpPath('u1', 'a+b@x.test')).toBe('/sign-up?grsf=u1&email=a%2Bb%40x.test');
  });
});
