import { describe, expect, it } from 'vitest';
import { countdownAnnouncement, describeDuration, formatCountdown, secondsLeft } from './countdown';

describe('countdown', () => {
  it('shows mm:ss', () => {
    expect(formatCountdown(120)).toBe('02:00');
    expect(formatCountdown(119)).toBe('01:59');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(-3)).toBe('00:00');
  });

  it('rounds remaining milliseconds up to whole seconds', () => {
    expect(secondsLeft(119_001)).toBe(120);
    expect(secondsLeft(1)).toBe(1);
    expect(secondsLeft(0)).toBe(0);
    expect(secondsLeft(-50)).toBe(0);
  });

  it('speaks only at 60, 30 and 10 seconds', () => {
    expect(countdownAnnouncement(120, 120)).toBe('');
    expect(countdownAnnouncement(61, 120)).toBe('');
    expect(countdownAnnouncement(60, 120)).toBe('1 minute left before you are signed out.');
    expect(countdownAnnouncement(45, 120)).toBe('1 minute left before you are signed out.');
    expect(countdownAnnouncement(30, 120)).toBe('30 seconds left before you are signed out.');
    expect(countdownAnnouncement(3, 120)).toBe('10 seconds left before you are signed out.');
    // A countdown shorter than a mark does not start by announcing it.
    expect(countdownAnnouncement(20, 20)).toBe('');
    expect(countdownAnnouncement(10, 20)).toBe('10 seconds left before you are signed out.');
  });

  it('describes durations in words', () => {
    expect(describeDuration(120)).toBe('2 minutes');
    expect(describeDuration(60)).toBe('1 minute');
    expect(describeDuration(90)).toBe('90 seconds');
    expect(describeDuration(1)).toBe('1 second');
  });
});
