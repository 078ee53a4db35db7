import type { ChangeEvent } from 'react';
import { AGE_GROUPS, CITIES } from '../../domain/center/choices.ts';
import { Checkbox, ChoiceGroup } from './ChoiceFields.tsx';
import { TextField } from '../../components/FormFields.tsx';
import {
  CENTER_SIZES,
  INTAKE_INSURANCE,
  INTAKE_LANGUAGES,
  SERVICE_LOCATIONS,
} from './intake-choices.ts';
import type { IntakeAnswers } from './intake-draft.ts';

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

const CITY_OPTIONS = CITIES.map((city) => ({ value: city, label: city }));
const LANGUAGE_OPTIONS = INTAKE_LANGUAGES.map((language) => ({ value: language, label: language }));
const optional = <span className="font-normal text-slate-700"> (optional)</span>;

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
          <TextField {...text('name')} label="Full name" autoComplete="name" />
          <TextField {...text('phone')} label="Phone" type="tel" autoComplete="tel" />
          <TextField {...text('email')} label="Email" type="email" autoComplete="email" />
        </>
      );
    case 1: {
      const hasOther = answers.language_preference.includes('Other');
      return (
        <>
          <ChoiceGroup
            id={id('preferred_locations')}
            name="preferred_locations"
            legend="Preferred cities (choose one or more)"
            type="checkbox"
            options={CITY_OPTIONS}
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
            legend={<>Preferred languages{optional}</>}
            type="checkbox"
            options={LANGUAGE_OPTIONS}
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
          {hasOther && (
            <TextField {...text('other_language')} label="Please specify the other language" />
          )}
          <ChoiceGroup
            {...single('service_location')}
            legend="Where should services happen?"
            options={SERVICE_LOCATIONS}
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
            legend="Age group"
            options={AGE_GROUPS}
            onToggle={(value) => {
              update({ age_group: value });
            }}
          />
          <ChoiceGroup
            {...single('center_size')}
            legend="Center size"
            options={CENTER_SIZES}
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
            label="Desired start date"
            type="date"
            min={today || undefined}
            hint="Today or later."
          />
        </>
      );
    case 3:
      return (
        <>
          <ChoiceGroup
            {...single('insurance_provider')}
            legend="Insurance provider or funding"
            options={INTAKE_INSURANCE}
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
              label={<>Insurance plan name or ID{optional}</>}
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
            label={<>Share my request with the matched centers so they can contact me{optional}</>}
            checked={answers.allow_contact}
            onChange={(checked) => {
              update({ allow_contact: checked });
            }}
          />
          <Checkbox
            id={id('allow_information_use')}
            name="allow_information_use"
            label="I agree that the information I give may be used to match me with centers"
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
