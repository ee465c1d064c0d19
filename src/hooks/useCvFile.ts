import { useCallback, useRef, useState } from 'react'
import { cvMimeType, withMimeType } from '../domain/leads/cvFile'
import { cvProblem } from '../domain/leads/applicationValidation'

/** The CV as the application sends it (api-contract.md: a data URL), with what the visitor sees. */
export interface ChosenCv {
  name: string
  size: number
  type: string
  dataUrl: string
}

const READ_FAILED = 'No pudimos leer el archivo. Probá de nuevo o elegí otro.'

/**
 * The CV the visitor chose: checked as soon as it is chosen (PDF or Word, at most CV_MAX_MEGABYTES), then
 * read as a data URL. Kept in memory only: a file of megabytes does not belong in the draft's storage.
 */
export function useCvFile() {
  const [cv, setCv] = useState<ChosenCv | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [reading, setReading] = useState(false)
  // Only the latest choice may land: an earlier, slower read is ignored.
  const latest = useRef<FileReader | null>(null)

  const choose = useCallback((file: File | null) => {
    latest.current?.abort()
    latest.current = null
    setCv(null)
    setProblem(null)
    setReading(false)
    if (!file) return
    const type = cvMimeType(file)
    const found = cvProblem({ type, size: file.size })
    if (found) {
      setProblem(found)
      return
    }
    const reader = new FileReader()
    latest.current = reader
    reader.onload = () => {
      if (latest.current !== reader) return
      const dataUrl = withMimeType(String(reader.result), type)
      setCv({ name: file.name, size: file.size, type, dataUrl })
      setReading(false)
    }
    reader.onerror = () => {
      if (latest.current !== reader) return
      console.error(`No se pudo leer el CV elegido (${file.name})`, reader.error)
      setProblem(READ_FAILED)
      setReading(false)
    }
    setReading(true)
    reader.readAsDataURL(file)
  }, [])

  return { cv, problem, reading, choose }
}
