/**
 * A QR code of a text (an app's download address, a referral link, a deposit's QR payment),
 * drawn as SVG squares from uqr's module matrix: no canvas, no HTML string. The one QR encoder
 * of the app: uqr is small (about 3.7 KB gzip, half of qrcode-generator's 7.3 KB) and has no
 * dependencies; it loads with the views that show codes.
 */
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode({ value, size = 100, label }: { value: string; size?: number; label: string }) {
  const path = useMemo(() => {
    const { data } = encode(value, { ecc: 'M', border: 2 });
    let d = '';
    data.forEach((row, y) => row.forEach((dark, x) => dark && (d += `M${x} ${y}h1v1h-1z`)));
    return { d, n: data.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${path.n} ${path.n}`}
      shapeRendering="crispEdges"
      style={{ background: '#fff', borderRadius: 4 }}
    >
      <path d={path.d} fill="#000" />
    </svg>
  );
}
