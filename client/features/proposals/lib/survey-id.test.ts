import { describe, expect, it } from 'vitest';
import { parseSurveyId } from './survey-id.ts';

describe('parseSurveyId', () => {
  it('reads a positive whole number', () => {
    expect(parseSurveyId('?surveyId=12')).toBe(12);
    expect(parseSurveyId('surveyId=7&x=1')).toBe(7);
  });

  it('refuses anything else', () => {
    for (const search of [
      '',
      '?surveyId=',
      '?surveyId=abc',
      '?surveyId=0',
      '?surveyId=-3',
      '?surveyId=1.5',
      '?surveyId=99999999999',
    ]) {
      expect(parseSurveyId(search)).toBeNull();
    }
  });
});
