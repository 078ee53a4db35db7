import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../lib/i18n/catalog.ts';
import type { DirectoryText } from './directory-text.ts';
import {
  pageHeading,
  resultsAnnouncement,
  resultsHeading,
  shownAnnouncement,
  showMoreLabel,
} from './results-text.ts';

const text = (locale: 'es' | 'so' | 'hmn'): DirectoryText => ({
  locale,
  m: messagesFor(locale).directory,
  facts: messagesFor(locale).facts,
});

describe('directory texts', () => {
  it("reads 'N Centers Found (showing M)'", () => {
    expect(resultsHeading(162, 12)).toBe('162 Centers Found (showing 12)');
    expect(resultsHeading(1, 1)).toBe('1 Center Found (showing 1)');
    expect(pageHeading(162, 13, 24)).toBe('162 Centers Found (showing 13–24)');
  });

  it("labels 'Show More Centers' with the remaining count", () => {
    expect(showMoreLabel(150)).toBe('Show More Centers (150 remaining)');
  });

  it("announces 'No centers found' for an empty result", () => {
    expect(resultsAnnouncement(0, 0)).toBe('No centers found');
    expect(resultsAnnouncement(30, 12)).toBe('30 Centers Found (showing 12)');
  });
});

describe('directory texts in other languages', () => {
  it('counts in the language, with its plural and its number format', () => {
    const es = text('es');
    expect(resultsHeading(1, 1, es)).toBe('1 centro encontrado (se muestran 1)');
    expect(resultsHeading(10000, 12, es)).toBe('10,000 centros encontrados (se muestran 12)');
    expect(pageHeading(162, 13, 24, es)).toBe('162 centros encontrados (se muestran del 13 al 24)');
    expect(showMoreLabel(150, es)).toBe('Mostrar más centros (quedan 150)');
    expect(resultsAnnouncement(0, 0, es)).toBe('No se encontraron centros');
    expect(shownAnnouncement(24, 30, es)).toBe('Se muestran 24 de 30 centros');
    expect(resultsHeading(3, 3, text('so'))).toBe('3 xarun ayaa la helay (3 ayaa muuqda)');
    expect(resultsHeading(1, 1, text('hmn'))).toBe('Nrhiav tau 1 lub chaw (qhia 1)');
  });

  it('keeps English numbers as these pages always wrote them', () => {
    expect(resultsHeading(10000, 12)).toBe('10000 Centers Found (showing 12)');
    expect(shownAnnouncement(24, 30)).toBe('Showing 24 of 30 centers');
  });
});
