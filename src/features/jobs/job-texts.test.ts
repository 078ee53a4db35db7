// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES } from '../../domain/job/job-application-schema.ts';
import { postedAgo } from '../../domain/job/job-status.ts';
import { messagesFor } from '../../lib/i18n/catalog.ts';
import { TRANSLATED_LOCALES } from '../../lib/i18n/locales.ts';
import { foundText, jobScriptTexts, postedText, readJobScriptTexts } from './job-texts.ts';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const ago = (days: number) => new Date(NOW - days * 86_400_000 + 60_000).toISOString();

describe('postedText', () => {
  it('says in English exactly what postedAgo says', () => {
    const { meta } = messagesFor('en').jobs;
    for (const days of [1, 3, 8, 21, 40, 400]) {
      expect(postedText('en', meta, ago(days), NOW)).toBe(`Posted ${postedAgo(ago(days), NOW)}`);
    }
  });

  it('says it in Spanish with the right plural', () => {
    const { meta } = messagesFor('es').jobs;
    expect(postedText('es', meta, ago(1), NOW)).toBe('Publicado hace 1 día');
    expect(postedText('es', meta, ago(3), NOW)).toBe('Publicado hace 3 días');
    expect(postedText('es', meta, ago(14), NOW)).toBe('Publicado hace 2 semanas');
    expect(postedText('es', meta, ago(35), NOW)).toBe('Publicado hace 1 mes');
    expect(postedText('es', meta, '', NOW)).toBe('');
  });
});

describe('foundText', () => {
  it('keeps English as the list always wrote it and counts in Spanish', () => {
    expect(foundText('en', messagesFor('en').jobs.careers.found, 1)).toBe('1 job found');
    expect(foundText('es', messagesFor('es').jobs.careers.found, 1)).toBe('1 empleo encontrado');
    expect(foundText('es', messagesFor('es').jobs.careers.found, 12)).toBe(
      '12 empleos encontrados',
    );
  });
});

describe('readJobScriptTexts', () => {
  it('reads a translated page’s texts, and none on an English page', () => {
    document.documentElement.lang = 'es';
    document.body.innerHTML = `<template data-job-texts='${JSON.stringify(
      jobScriptTexts(messagesFor('es').jobs),
    )}'></template>`;
    expect(readJobScriptTexts(document)?.locale).toBe('es');
    expect(readJobScriptTexts(document)?.texts.found.one).toBe('{count} empleo encontrado');
    document.body.innerHTML = '';
    document.documentElement.lang = 'en';
    expect(readJobScriptTexts(document)).toBeNull();
  });
});

it.each(TRANSLATED_LOCALES)('%s has every Quick Apply message the shared rules write', (locale) => {
  const table = messagesFor(locale).jobs.apply.errors as Record<string, string>;
  const english = messagesFor('en').jobs.apply.errors as Record<string, string>;
  for (const message of Object.values(APPLICATION_MESSAGES)) {
    expect(Object.hasOwn(english, message)).toBe(true);
    expect(table[message]).not.toBe(message);
  }
});
