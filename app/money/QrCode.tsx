/**
 * A QR code drawn as SVG squares from the text it encodes (uqr: a small, dependency-free
 * encoder; loaded only when a QR deposit shows one). No HTML string is injected.
 */
import { encode } from 'uqr';

export default function QrCode({ value, label, size = 200 }: { value: string; label: string; size?: number }) {
  const { data, size: n } = encode(value, { ecc: 'M', border: 2 });
  const path = data.flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${n} ${n}`} shapeRendering="crispEdges" style={{ background: '#fff', borderRadius: 8 }}>
      <path d={path} fill="#000" />
    </svg>
  );
}
