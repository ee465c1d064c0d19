import type { AppraisalFormData } from '../../domain/leads/forms'
import {
  AGE_OPTIONS,
  AMENITY_OPTIONS,
  GARAGE_OPTIONS,
  OPERATION_OPTIONS,
  PROPERTY_TYPE_OPTIONS,
} from '../../domain/leads/formOptions'
import type { FieldErrors } from '../../domain/leads/validation'
import { ChoiceGroup } from './ChoiceGroup'
import { TextField } from './TextField'
import * as styles from './AppraisalForm.module.css'

export type AppraisalValues = Omit<AppraisalFormData, 'tags'>

interface AppraisalFieldsProps {
  /** Prefix of the fields' ids, unique on the page. */
  id: string
  values: AppraisalValues
  setField: <K extends keyof AppraisalValues>(name: K, value: AppraisalValues[K]) => void
  errors: FieldErrors<string>
}

/** What the appraisal asks about the property: operation, type, size, age, garage, amenities. */
export function AppraisalFields({ id, values, setField, errors }: AppraisalFieldsProps) {
  const choices = (name: 'operation_type' | 'property_type' | 'age' | 'extra_amenities') => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (value: string[]) => setField(name, value),
    error: errors[name],
  })
  const figure = (name: 'rooms_amount' | 'roofed_surface' | 'total_surface') => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (value: string) => setField(name, value),
    error: errors[name],
    inputMode: name === 'rooms_amount' ? ('numeric' as const) : ('decimal' as const),
  })
  return (
    <>
      <ChoiceGroup
        {...choices('operation_type')}
        legend="¿Para qué operación?"
        options={OPERATION_OPTIONS}
        required
      />
      <ChoiceGroup
        {...choices('property_type')}
        legend="Tipo de propiedad"
        options={PROPERTY_TYPE_OPTIONS}
        required
      />
      <div className={styles.figures}>
        <TextField {...figure('rooms_amount')} label="Ambientes" />
        <TextField {...figure('roofed_surface')} label="Superficie cubierta (m²)" />
        <TextField {...figure('total_surface')} label="Superficie total (m²)" />
      </div>
      <ChoiceGroup {...choices('age')} legend="Antigüedad" options={AGE_OPTIONS} single />
      <ChoiceGroup
        id={`${id}-garage`}
        legend="Cochera"
        options={GARAGE_OPTIONS}
        value={values.garage ? [values.garage] : []}
        onChange={(value) => setField('garage', value[0] ?? '')}
        error={errors.garage}
        single
      />
      <ChoiceGroup {...choices('extra_amenities')} legend="Amenities" options={AMENITY_OPTIONS} />
    </>
  )
}
