import { useMemo } from 'react'
import { encode } from 'uqr'
import './account.css'

/** The white margin scanners need around a QR code, in modules (ISO/IEC 18004). */
const QUIET_ZONE = 4

/** A QR code as one SVG path: sharp at any size, printable, and named for screen readers. */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const { path, extent } = useMemo(() => {
    const { data, size: modules } = encode(text, { ecc: 'M', border: 0 })
    const squares: string[] = []
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) squares.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z`)
      }),
    )
    return { path: squares.join(''), extent: modules + QUIET_ZONE * 2 }
  }, [text])

  return (
    <svg
      className="account-qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${extent} ${extent}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
    >
      {/* Dark on white whatever the theme: scanners expect it. */}
      <rect width={extent} height={extent} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  )
}
