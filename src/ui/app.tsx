import type { ReactElement } from 'react';

/** The root component. A placeholder until the app shell (issue 5) lands. */
export function App(): ReactElement {
  return (
    <main>
      <h1>Solo 401(k)</h1>
      <p>Your small-business retirement plan, set up and run in one place. The app is being built.</p>
    </main>
  );
}
