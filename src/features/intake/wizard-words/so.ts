import facts from '../../../lib/i18n/messages/so/facts.ts';
import intake from '../../../lib/i18n/messages/so/intake.ts';
import type { WizardWords } from '../PanelIntakeWizard.tsx';

/** The wizard's words in this language: a chunk of its own, loaded when the panel hydrates. */
export default { locale: 'so', messages: { intake, facts } } satisfies WizardWords;
