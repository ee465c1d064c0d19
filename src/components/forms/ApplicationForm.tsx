import { GENDER_OPTIONS } from '../../domain/leads/formOptions'
import { useApplicationForm } from '../../hooks/useApplicationForm'
import { CvField } from './CvField'
import { FormActions } from './FormActions'
import { Honeypot } from './Honeypot'
import { LeadFeedback } from './LeadFeedback'
import { SelectField } from './SelectField'
import { TextField } from './TextField'
import * as styles from './Form.module.css'

type TextFieldOf = ReturnType<typeof useApplicationForm>['textField']

/** Date of birth and gender: optional, each saying why it is asked (Ley 25.326 art. 4). */
function ProfileFields({ field }: { field: TextFieldOf }) {
  return (
    <div className={styles.row}>
      <TextField
        {...field('date')}
        label="Fecha de nacimiento"
        type="date"
        hint="Nos ayuda a completar tu ficha de postulante. Si la indicás, tenés que ser mayor de 18 años."
      />
      <SelectField
        {...field('gender')}
        label="Género"
        options={GENDER_OPTIONS}
        placeholder="Elegí una opción"
        hint="Nos ayuda a completar tu ficha de postulante."
      />
    </div>
  )
}

/** The application to join the team, with the open positions of the settings and a CV. */
export function ApplicationForm({ positions: given }: { positions: readonly string[] }) {
  const { attachForm, ...form } = useApplicationForm(given)
  const { errors, status, positions, cvChoice } = form
  const field = form.textField
  return (
    <form
      ref={attachForm}
      className={styles.form}
      onSubmit={form.submit}
      noValidate
      aria-label="Postulación"
    >
      <div className={styles.row}>
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          {...field('phone')}
          label="Teléfono"
          type="tel"
          required
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <ProfileFields field={field} />
      <TextField
        {...field('location')}
        label="Localidad"
        hint="Dónde vivís: barrio o localidad."
        required
        autoComplete="address-level2"
      />
      {positions.length > 0 && (
        <SelectField
          {...field('position')}
          label="Búsqueda"
          options={positions}
          placeholder="Elegí una búsqueda"
          required
        />
      )}
      <CvField
        key={form.fileKey}
        id={`${form.id}-cv`}
        cv={cvChoice.cv}
        reading={cvChoice.reading}
        error={cvChoice.problem ?? errors.cv}
        restored={form.restored}
        restoredNotice="Recuperamos lo que habías escrito. El CV, la fecha de nacimiento y el género no se guardan en el navegador: adjuntá el CV de nuevo y, si querés, completá los otros dos."
        onChoose={cvChoice.choose}
      />
      <Honeypot />
      <LeadFeedback
        status={status}
        error={form.error}
        successTitle="¡Gracias! Recibimos tu postulación."
        successText="Si tu perfil coincide con una búsqueda, te vamos a contactar."
        failureTitle="No pudimos enviar tu postulación."
        startOverLabel="Enviar otra postulación"
        onRetry={form.retry}
        onStartOver={form.startOver}
      />
      <FormActions
        status={status}
        label="Enviar postulación"
        kind="application"
        busy={cvChoice.reading}
      />
    </form>
  )
}
