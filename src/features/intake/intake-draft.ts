import * as z from 'zod/mini';

/**
 * The wizard's answers while the family fills it in, kept in this browser only
 * (localStorage) so a reload does not lose them; cleared once the request is sent.
 */

/** Every answer, as the fields hold them (stored snake_case names; '' when not chosen yet). */
export interface IntakeAnswers {
  name: string;
  phone: string;
  email: string;
  preferred_locations: string[];
  language_preference: string[];
  other_language: string;
  service_location: string;
  age_group: string;
  center_size: string;
  desired_start_date: string;
  insurance_provider: string;
  insurance_plan: string;
  allow_contact: boolean;
  allow_information_use: boolean;
}

/** A blank form. */
export const EMPTY_ANSWERS: IntakeAnswers = {
  name: '',
  phone: '',
  email: '',
  preferred_locations: [],
  language_preference: [],
  other_language: '',
  service_location: '',
  age_group: '',
  center_size: '',
  desired_start_date: '',
  insurance_provider: '',
  insurance_plan: '',
  allow_contact: false,
  allow_information_use: false,
};

/** The wizard's place and answers. */
export interface IntakeDraft {
  /** 0 to 4. */
  step: number;
  answers: IntakeAnswers;
}

/** The localStorage key (this device only; never sent anywhere). */
export const DRAFT_STORAGE_KEY = 'intake-draft';

const text = z._default(z.catch(z.string(), ''), '');
const texts = z._default(z.catch(z.array(z.string()), []), []);
const flag = z._default(z.catch(z.boolean(), false), false);

/** A stored draft, read leniently: anything unreadable falls back to blank. */
const DraftSchema = z.object({
  step: z.catch(z.int().check(z.minimum(0), z.maximum(4)), 0),
  answers: z.object({
    name: text,
    phone: text,
    email: text,
    preferred_locations: texts,
    language_preference: texts,
    other_language: text,
    service_location: text,
    age_group: text,
    center_size: text,
    desired_start_date: text,
    insurance_provider: text,
    insurance_plan: text,
    allow_contact: flag,
    allow_information_use: flag,
  }),
});

/** The draft saved on this device, if any. */
export function loadDraft(): IntakeDraft | null {
  try {
    const raw = localStorage.getItem(DRAFT_STORAGE_KEY);
    if (!raw) return null;
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Saves the draft on this device (silently skipped where storage is blocked). */
export function saveDraft(draft: IntakeDraft): void {
  try {
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the answers last for this page only.
  }
}

/** Forgets the draft (after a successful submit). */
export function clearDraft(): void {
  try {
    localStorage.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
