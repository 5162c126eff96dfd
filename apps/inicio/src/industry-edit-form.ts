import { type IndustryPatch, type IndustrySummary, industryPatchSchema } from '@replica/api-client';

/** The edit dialog's fields as typed: name, clients, years and cities (comma-separated). */
export interface IndustryEditDraft {
  name: string;
  clients: string;
  years: string;
  cities: string;
}

export type IndustryEditField = keyof IndustryEditDraft;

export type IndustryEditParse =
  | {
      ok: true;
      patch: Required<Pick<IndustryPatch, 'clients' | 'years' | 'cities'>> &
        Pick<IndustryPatch, 'name'>;
    }
  | { ok: false; invalid: IndustryEditField[] };

/** The dialog's fields filled with what the card shows now. */
export function draftOf(summary: IndustrySummary): IndustryEditDraft {
  return {
    name: summary.industry,
    clients: String(summary.clients),
    years: String(summary.years),
    cities: summary.cities.join(', '),
  };
}

// '1,200' as the card shows it, or '1200'.
const WHOLE_NUMBER = /^\d{1,3}(,\d{3})+$|^\d+$/;
// '2.5', '2,5' (a Spanish decimal comma) or '3'.
const DECIMAL = /^\d+([.,]\d+)?$/;

/** Cities split by commas, or the ' • ' the card joins them with; blanks and repeats dropped. */
export function parseCities(text: string): string[] {
  const cities = text
    .split(/[,•\n]/)
    .map((city) => city.trim())
    .filter(Boolean);
  const seen = new Set<string>();
  return cities.filter((city) => {
    const key = city.toLocaleLowerCase('es');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const FIELDS = ['name', 'clients', 'years', 'cities'] as const;

/**
 * Reads the dialog's fields into the patch the API takes, or names the fields that are wrong.
 * The name is sent only when it changed from `current`. The limits are the request schema's own
 * (`industryPatchSchema`), so the dialog refuses exactly what the API would.
 *
 * @example
 * parseIndustryEdit({ name: 'Gimnasios', clients: '1,200', years: '2,5', cities: 'Miami' }, 'Gimnasios');
 * // { ok: true, patch: { clients: 1200, years: 2.5, cities: ['Miami'] } }
 */
export function parseIndustryEdit(draft: IndustryEditDraft, current: string): IndustryEditParse {
  const clientsText = draft.clients.trim();
  const yearsText = draft.years.trim();
  const invalid = new Set<IndustryEditField>();
  if (!WHOLE_NUMBER.test(clientsText)) invalid.add('clients');
  if (!DECIMAL.test(yearsText)) invalid.add('years');

  const name = draft.name.trim();
  const candidate = {
    ...(name === current ? {} : { name }),
    clients: Number(clientsText.replaceAll(',', '')),
    years: Number(yearsText.replace(',', '.')),
    cities: parseCities(draft.cities),
  };
  const checked = industryPatchSchema.safeParse(candidate);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      const known = FIELDS.find((candidateField) => candidateField === field);
      if (known) invalid.add(known);
    }
  }
  if (invalid.size > 0 || !checked.success) {
    return {
      ok: false,
      invalid: FIELDS.filter((field) => invalid.has(field)),
    };
  }
  return { ok: true, patch: candidate };
}
