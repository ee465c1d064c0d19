import { fileExtension, fileName } from '../../domain/detail/files'
import type { FileLink } from '../../domain/types'
import { Icon } from '../Icon'
import * as styles from './FileList.module.css'

/** A listing's attachments as download links, each with its name and file type. */
export function FileList({ files }: { files: FileLink[] }) {
  return (
    <ul className={styles.list}>
      {files.map((file, index) => {
        const extension = fileExtension(file.url)
        return (
          <li key={file.url}>
            <a className={styles.file} href={file.url} target="_blank" rel="noopener">
              <Icon name="download" />
              <span className={styles.name}>{fileName(file, index)}</span>
              {extension && <span className={styles.type}>{extension}</span>}
              <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
            </a>
          </li>
        )
      })}
    </ul>
  )
}
