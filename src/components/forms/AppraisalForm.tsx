import { validateAppraisal } from '../../domain/leads/appraisalValidation'
import { useLeadForm } from '../../hooks/useLeadForm'
import { AppraisalFields, type AppraisalValues } from './AppraisalFields'
import { FormActions } from './FormActions'
import { Honeypot } from './Honeypot'
import { LeadFeedback } from './LeadFeedback'
import { TextField } from './TextField'
import * as styles from './Form.module.css'
import * as own from './AppraisalForm.module.css'

// Module constants: the lead hook keeps them across renders (draft, start over).
const INITIAL: AppraisalValues = {
  name: '',
  email: '',
  location: '',
  operation_type: [],
  property_type: [],
  rooms_amount: '',
  roofed_surface: '',
  total_surface: '',
  age: [],
  garage: '',
  extra_amenities: [],
}
/** The server adds the 'Tasación' tag itself; the visitor is not asked for tags. */
const validate = (values: AppraisalValues) => validateAppraisal({ ...values, tags: [] })
const lead = (form: AppraisalValues) => ({ kind: 'appraisal' as const, form })

/** The appraisal request (spec §7.8 `appraisal`, and the CRM contact tagged Tasación). */
export function AppraisalForm() {
  const { attachForm, ...form } = useLeadForm<AppraisalValues>({
    formId: 'tasacion',
    initial: INITIAL,
    validate,
    lead,
  })
  const { values, setField, errors, status } = form
  // Every text field of the appraisal is required.
  const field = (name: 'name' | 'email' | 'location') => ({
    ...form.textField(name),
    required: true,
  })
  return (
    <form
      ref={attachForm}
      className={styles.form}
      onSubmit={form.submit}
      noValidate
      aria-label="Pedido de tasación"
    >
      <h3 className={own.group}>Tus datos</h3>
      <div className={styles.row}>
        <TextField {...field('name')} label="Nombre y apellido" autoComplete="name" />
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <h3 className={own.group}>Tu propiedad</h3>
      <TextField
        {...field('location')}
        label="Ubicación"
        hint="Barrio y calle, o la dirección si querés."
        autoComplete="street-address"
      />
      <AppraisalFields id={form.id} values={values} setField={setField} errors={errors} />
      <Honeypot />
      <LeadFeedback
        status={status}
        error={form.error}
        successTitle="¡Gracias! Recibimos tu pedido de tasación."
        successText="Un tasador se va a comunicar con vos a la brevedad."
        failureTitle="No pudimos enviar tu pedido."
        startOverLabel="Pedir otra tasación"
        onRetry={form.retry}
        onStartOver={form.startOver}
      />
      <FormActions status={status} label="Pedir tasación" kind="appraisal" />
    </form>
  )
}
