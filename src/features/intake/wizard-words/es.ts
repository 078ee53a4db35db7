import facts from '../../../lib/i18n/messages/es/facts.ts';
import intake from '../../../lib/i18n/messages/es/intake.ts';
import type { WizardWords } from '../PanelIntakeWizard.tsx';

/** The wizard's words in this language: a chunk of its own, loaded when the panel hydrates. */
export default { locale: 'es', messages: { intake, facts } } satisfies WizardWords;
