import { describe, expect, test } from 'vitest';
import { industryVoice } from './industry.ts';

describe('industryVoice', () => {
  test('a one-tower hospital hears nothing of steam or sterilizers', () => {
    const voice = industryVoice('healthcare', ['cooling-tower']);
    const said = [voice.stakes, voice.aim, ...voice.priorities].join(' ');
    expect(said).not.toMatch(/steam|sterili/i);
    expect(voice.priorities).toContain(
      'Legionella control documented for the water management program and accreditation surveys',
    );
  });

  test('a hospital with a boiler keeps its steam priorities', () => {
    const voice = industryVoice('healthcare', ['cooling-tower', 'boiler']);
    expect(voice.priorities).toContain(
      'steam for sterilizers, kitchen and humidification without interruption',
    );
  });
});
