import type { AdminReport } from '@dilemma/api-client'
import { Group, useIntl } from '@dilemma/design-system'
import { Image } from '@dilemma/design-system/widgets'
import { reportImages } from '../utils/reportView'

/** The reported post's uploaded images (image_a to image_d), each named by its letter. */
export function ReportImages({ report, postName }: { report: AdminReport; postName: string }) {
  const intl = useIntl()
  const images = reportImages(report)
  if (images.length === 0) return null
  return (
    <Group gap="sm">
      {images.map(({ letter, url }) => (
        <Image
          key={letter}
          src={url}
          alt={intl.formatMessage({ id: 'admin.reports.imageAlt' }, { letter, title: postName })}
          w={96}
          h={96}
          radius="sm"
          fit="cover"
        />
      ))}
    </Group>
  )
}
