/**
 * A QR code of a link, drawn as SVG. The encoder (qrcode-generator: small, dependency-free,
 * long maintained) loads only when a QR code is first shown, so no page carries it before then.
 * Error correction M, as the spec's side-menu QR (§9).
 */
import { useEffect, useState } from 'react';

export function QrCode({ value, label, size = 160 }: { value: string; label: string; size?: number }) {
  const [path, setPath] = useState<{ d: string; n: number } | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode-generator').then(({ default: qrcode }) => {
      const qr = qrcode(0, 'M');
      qr.addData(value);
      qr.make();
      const n = qr.getModuleCount();
      let d = '';
      for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) d += `M${c + 4} ${r + 4}h1v1h-1z`;
      if (live) setPath({ d, n: n + 8 });
    });
    return () => {
      live = false;
    };
  }, [value]);
  return (
    <svg role="img" aria-label={label} width={size} height={size} viewBox={`0 0 ${path?.n ?? 33} ${path?.n ?? 33}`} style={{ background: '#fff', borderRadius: 8 }} shapeRendering="crispEdges">
      {path && <path d={path.d} fill="#000" />}
    </svg>
  );
}
