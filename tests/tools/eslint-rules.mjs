// Local ESLint rules that keep the feature layout (ARCHITECTURE.md "Inside a layer: one feature,
// one name"; docs/decisions/0008-feature-folders-and-zones.md).
//
//  croupier/feature-zones   a feature folder never imports another feature's folder of the same
//                           layer; shared folders and the layer's root files are open to all, and
//                           the composition folders (machines/system, app/shell, app/boot) may
//                           import every feature.
//  croupier/file-naming     components PascalCase (.tsx), everything else kebab-case.
import { basename, dirname, relative, resolve, sep } from 'node:path';

const ROOT = resolve(dirname(new URL(import.meta.url).pathname), '../..');

/** Per layer: folders open to every feature, and folders that compose features. */
const LAYERS = {
  machines: { open: ['shared', 'system'], composes: ['system'] },
  app: { open: ['components', 'system', 'i18n', 'styles'], composes: ['shell', 'boot'] },
  simulator: { open: ['kernel', 'server'], composes: [] },
  gateway: { open: [], composes: [] },
};

/** `layer/feature` of a repo path, or null for a layer's root file or a path outside the layers. */
function zoneOf(path) {
  const parts = relative(ROOT, path).split(sep);
  const layer = LAYERS[parts[0]];
  if (!layer || parts.length < 3) return null; // a root file of its layer (open to all)
  return { layer: parts[0], feature: parts[1], spec: layer };
}

const featureZones = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      cross:
        "{{from}} may not import {{to}}: a feature never imports another feature's folder (shared building blocks and {{layer}}/'s root files are open to all).",
      sharedToFeature: '{{from}} may not import {{to}}: a shared building block is used by every feature, so it depends on none of them.',
    },
  },
  create(context) {
    const from = zoneOf(context.filename);
    if (!from) return {};
    // Shared folders (open to all, composing nothing) must not depend on a feature either.
    const shared = from.spec.open.includes(from.feature) && !from.spec.composes.includes(from.feature);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = zoneOf(resolve(dirname(context.filename), source));
      if (!to || to.layer !== from.layer || to.feature === from.feature) return;
      if (from.spec.open.includes(to.feature)) return; // shared: open to all
      if (from.spec.composes.includes(from.feature)) return; // composition: may import any feature
      const data = { from: `${from.layer}/${from.feature}`, to: `${to.layer}/${to.feature}`, layer: from.layer };
      context.report({ node, messageId: shared ? 'sharedToFeature' : 'cross', data });
    };
    return {
      ImportDeclaration: (n) => check(n, n.source.value),
      ExportNamedDeclaration: (n) => n.source && check(n, n.source.value),
      ExportAllDeclaration: (n) => check(n, n.source.value),
      ImportExpression: (n) => n.source.type === 'Literal' && check(n, n.source.value),
    };
  },
};

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;

const fileNaming = {
  meta: { type: 'suggestion', schema: [], messages: { name: '{{file}}: components are PascalCase (.tsx), every other file kebab-case.' } },
  create(context) {
    return {
      Program(node) {
        const file = basename(context.filename);
        const m = /^(.*?)\.(tsx?|mjs|js|cjs)$/.exec(file);
        if (!m) return;
        const stem = m[1];
        const ok =
          KEBAB.test(stem) ||
          (m[2] === 'tsx' &&
            PASCAL.test(stem.split('.')[0]) &&
            stem
              .split('.')
              .slice(1)
              .every((p) => KEBAB.test(p)));
        if (!ok) context.report({ node, messageId: 'name', data: { file: relative(ROOT, context.filename) } });
      },
    };
  },
};

export default { rules: { 'feature-zones': featureZones, 'file-naming': fileNaming } };
