import { useState } from 'react';
import { routes } from '../../lib/routes.ts';
import { showToast } from '../../lib/toast.ts';
import type { EditValues, SetValue } from './edit-center-schema.ts';
import { TextAreaField, TextField } from '../../components/FormFields.tsx';
import { BUTTON } from '../../components/control-styles.ts';
import { notifyError } from './notify.ts';
import { PREMIUM_FEATURES, premiumNotice, type PlanType } from '../../domain/plan/premium.ts';
import { scrapeWebsite } from './scrape-client.ts';
import { SCRAPE_MESSAGES } from './scrape/scrape-messages.ts';

/**
 * Social links, the AI knowledge base and 'Scrape website' (premium; owner-admin-side.md
 * section 6). Free plans see them disabled with the upgrade link; the server refuses them too.
 */
export default function PremiumFields({
  centerId,
  plan,
  values,
  errors,
  set,
}: {
  centerId: string;
  plan: PlanType;
  values: EditValues;
  errors: Record<string, string>;
  set: SetValue;
}) {
  const premium = plan === 'premium';
  const [scraping, setScraping] = useState(false);

  const scrape = async () => {
    if (!premium) {
      showToast({ variant: 'error', ...premiumNotice(PREMIUM_FEATURES.scraping) });
      return;
    }
    if (!values.website.trim()) {
      notifyError(SCRAPE_MESSAGES.noWebsite);
      return;
    }
    setScraping(true);
    const outcome = await scrapeWebsite(centerId, values.website);
    setScraping(false);
    if (outcome.ok) {
      set('knowledge_base', outcome.content);
      showToast({
        variant: 'success',
        title: 'Website Scraped',
        description: 'The knowledge base now holds your website text. Review it, then save.',
      });
    } else {
      notifyError(
        outcome.status >= 500 || outcome.status === 0 ? SCRAPE_MESSAGES.failed : outcome.message,
      );
    }
  };

  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">
        Social links and AI knowledge base
        {!premium && (
          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-sm text-amber-900">
            Premium feature
          </span>
        )}
      </legend>
      {!premium && (
        <p className="text-sm text-slate-700">
          Social links, the knowledge base and website scraping come with Premium.{' '}
          <a className="font-medium underline" href={routes.pricing}>
            Upgrade to Premium
          </a>
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        {(['facebook', 'twitter', 'linkedin'] as const).map((name) => (
          <TextField
            key={name}
            id={`edit-${name}`}
            label={{ facebook: 'Facebook', twitter: 'Twitter / X', linkedin: 'LinkedIn' }[name]}
            type="url"
            disabled={!premium}
            value={values[name]}
            error={errors[name]}
            onChange={(e) => {
              set(name, e.target.value);
            }}
          />
        ))}
      </div>
      <TextAreaField
        id="edit-knowledge_base"
        label="Knowledge base"
        hint="What the AI assistant on your page may tell families. Scrape it from your website, then edit."
        rows={6}
        disabled={!premium}
        value={values.knowledge_base}
        error={errors.knowledge_base}
        onChange={(e) => {
          set('knowledge_base', e.target.value);
        }}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="button"
          className={BUTTON.secondary}
          disabled={scraping}
          onClick={() => void scrape()}
        >
          {scraping ? 'Scraping...' : 'Scrape website'}
        </button>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            disabled={!premium}
            checked={values.ai_chat_enabled}
            onChange={(e) => {
              set('ai_chat_enabled', e.target.checked);
            }}
          />
          AI chat on my center page
        </label>
      </div>
    </fieldset>
  );
}
