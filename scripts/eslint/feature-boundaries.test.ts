import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import boundaries from './feature-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;

const rule = boundaries.rules['feature-boundaries'];
const tester = new RuleTester({ languageOptions: { sourceType: 'module' } });
const dashboard = 'src/features/dashboard/Dashboard.tsx';

tester.run('feature-boundaries', rule, {
  valid: [
    { filename: dashboard, code: "import { x } from './plan.ts';" },
    { filename: dashboard, code: "import { x } from '../../domain/plan/premium.ts';" },
    { filename: dashboard, code: "import { x } from '../../components/FormFields.tsx';" },
    { filename: 'src/pages/dashboard.astro', code: "import D from '../features/dashboard/D.tsx';" },
    { filename: 'src/layouts/SiteHeader.astro', code: "import A from '../features/auth/A.tsx';" },
    { filename: dashboard, code: "import { z } from 'zod';" },
    { filename: dashboard, code: "import { x } from '../../domain/center/center.ts';" },
    { filename: 'src/domain/plan/premium.ts', code: "import { x } from '../../lib/routes.ts';" },
    { filename: 'src/domain/plan/premium.ts', code: "import { x } from '../center/center.ts';" },
    {
      filename: 'src/integrations/pagefind.ts',
      code: "import { x } from '../domain/center/catalog.ts';",
    },
    {
      filename: 'src/features/directory/x.test.ts',
      code: "import { x } from '../../testing/directory-center.ts';",
    },
  ],
  invalid: [
    { filename: dashboard, code: "import { x } from '../claim/finish-claim.ts';" },
    { filename: dashboard, code: "import { x } from '../../features/claim/finish-claim.ts';" },
    { filename: dashboard, code: "export { x } from '../claim/finish-claim.ts';" },
    { filename: dashboard, code: "const m = import('../claim/finish-claim.ts');" },
    { filename: dashboard, code: "import { x } from '/src/features/claim/finish-claim.ts';" },
    { filename: 'src/lib/session.ts', code: "import { x } from '../features/auth/sign-out.ts';" },
    { filename: 'src/components/Modal.tsx', code: "import { x } from '../features/auth/x.ts';" },
    { filename: 'src/lib/session.ts', code: "import { x } from '../domain/center/center.ts';" },
    {
      filename: 'src/domain/center/center.ts',
      code: "import { x } from '../../components/Modal.tsx';",
    },
    {
      filename: 'src/domain/center/center.ts',
      code: "import { x } from '../../features/chat/x.ts';",
    },
    {
      filename: 'src/integrations/pagefind.ts',
      code: "import { x } from '../features/directory/x.ts';",
    },
    { filename: dashboard, code: "import { x } from '../../testing/owner-center.ts';" },
  ].map((test) => ({ ...test, errors: 1 })),
});
