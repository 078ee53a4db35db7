import { useMemo, type ChangeEvent } from 'react';
import englishFacts from '../../lib/i18n/messages/en/facts.ts';
import englishIntake from '../../lib/i18n/messages/en/intake.ts';
import { useMessages } from '../../lib/i18n/react.tsx';
import { Checkbox, ChoiceGroup } from './ChoiceFields.tsx';
import { TextField } from '../../components/FormFields.tsx';
import type { IntakeAnswers } from './intake-draft.ts';
import { intakeOptions } from './intake-labels.ts';

interface StepFieldsProps {
  /** 0 to 4. */
  step: number;
  answers: IntakeAnswers;
  errors: Record<string, string>;
  update: (change: Partial<IntakeAnswers>) => void;
  /** Prefix of the field ids (unique per wizard on the page). */
  idPrefix: string;
  /** Minnesota's date: the earliest start date ('' until known in the browser). */
  today: string;
}

const toggled = (list: readonly string[], value: string, checked: boolean) =>
  checked ? [...list, value] : list.filter((item) => item !== value);

/** The fields of one wizard step (public-side.md section 5 'Intake steps' and 'Choices'). */
export default function StepFields({
  step,
  answers,
  errors,
  update,
  idPrefix,
  today,
}: StepFieldsProps) {
  const m = useMessages('intake', englishIntake);
  const facts = useMessages('facts', englishFacts);
  const options = useMemo(() => intakeOptions(m, facts), [m, facts]);
  const f = m.fields;
  const optional = <span className="font-normal text-slate-700"> {f.optional}</span>;
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = (name: 'name' | 'phone' | 'email' | 'other_language' | 'insurance_plan') => ({
    id: id(name),
    name,
    value: answers[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      update({ [name]: event.target.value });
    },
  });
  const single = (
    name: 'service_location' | 'age_group' | 'center_size' | 'insurance_provider',
  ) => ({
    id: id(name),
    name,
    type: 'radio' as const,
    selected: [answers[name]],
    error: errors[name],
  });

  switch (step) {
    case 0:
      return (
        <>
          <TextField {...text('name')} label={f.name} autoComplete="name" />
          <TextField {...text('phone')} label={f.phone} type="tel" autoComplete="tel" />
          <TextField {...text('email')} label={f.email} type="email" autoComplete="email" />
        </>
      );
    case 1: {
      const hasOther = answers.language_preference.includes('Other');
      return (
        <>
          <ChoiceGroup
            id={id('preferred_locations')}
            name="preferred_locations"
            legend={f.cities}
            type="checkbox"
            options={options.cities}
            selected={answers.preferred_locations}
            error={errors.preferred_locations}
            columns
            onToggle={(value, checked) => {
              update({ preferred_locations: toggled(answers.preferred_locations, value, checked) });
            }}
          />
          <ChoiceGroup
            id={id('language_preference')}
            name="language_preference"
            legend={
              <>
                {f.languages}
                {optional}
              </>
            }
            type="checkbox"
            options={options.languages}
            selected={answers.language_preference}
            error={errors.language_preference}
            columns
            onToggle={(value, checked) => {
              const languages = toggled(answers.language_preference, value, checked);
              // Unchecking Other clears the language it named (spec).
              update(
                value === 'Other' && !checked
                  ? { language_preference: languages, other_language: '' }
                  : { language_preference: languages },
              );
            }}
          />
          {hasOther && <TextField {...text('other_language')} label={f.otherLanguage} />}
          <ChoiceGroup
            {...single('service_location')}
            legend={f.serviceLocation}
            options={options.serviceLocations}
            onToggle={(value) => {
              update({ service_location: value });
            }}
          />
        </>
      );
    }
    case 2:
      return (
        <>
          <ChoiceGroup
            {...single('age_group')}
            legend={f.ageGroup}
            options={options.ageGroups}
            onToggle={(value) => {
              update({ age_group: value });
            }}
          />
          <ChoiceGroup
            {...single('center_size')}
            legend={f.centerSize}
            options={options.centerSizes}
            onToggle={(value) => {
              update({ center_size: value });
            }}
          />
          <TextField
            id={id('desired_start_date')}
            name="desired_start_date"
            value={answers.desired_start_date}
            error={errors.desired_start_date}
            onChange={(event) => {
              update({ desired_start_date: event.target.value });
            }}
            label={f.startDate}
            type="date"
            min={today || undefined}
            hint={f.startDateHint}
          />
        </>
      );
    case 3:
      return (
        <>
          <ChoiceGroup
            {...single('insurance_provider')}
            legend={f.insuranceProvider}
            options={options.insurance}
            columns
            onToggle={(value) => {
              // No insurance, no plan: the plan field goes away and is cleared.
              update(
                value === 'no-insurance'
                  ? { insurance_provider: value, insurance_plan: '' }
                  : { insurance_provider: value },
              );
            }}
          />
          {answers.insurance_provider !== 'no-insurance' && (
            <TextField
              {...text('insurance_plan')}
              label={
                <>
                  {f.insurancePlan}
                  {optional}
                </>
              }
            />
          )}
        </>
      );
    default:
      return (
        <>
          <Checkbox
            id={id('allow_contact')}
            name="allow_contact"
            label={
              <>
                {f.allowContact}
                {optional}
              </>
            }
            checked={answers.allow_contact}
            onChange={(checked) => {
              update({ allow_contact: checked });
            }}
          />
          <Checkbox
            id={id('allow_information_use')}
            name="allow_information_use"
            label={f.allowInformationUse}
            checked={answers.allow_information_use}
            error={errors.allow_information_use}
            onChange={(checked) => {
              update({ allow_information_use: checked });
            }}
          />
        </>
      );
  }
}
