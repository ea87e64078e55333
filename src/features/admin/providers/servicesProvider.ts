import { sendMail } from '@/api/content/contentApi'
import { uploadFile } from '@/api/uploads/uploadsApi'
import type { AdminDataProvider } from '../engine/adminDataProvider'

/** The admin's calls that belong to no one resource: uploads (docs/product.md §7 `upload`, `s3/upload`) and mail/send. */
export const servicesProvider: Pick<AdminDataProvider, 'upload' | 'sendTestEmail'> = {
  upload: ({ file, ...options }) => uploadFile(file, options),
  sendTestEmail: (message) => sendMail(message),
}
