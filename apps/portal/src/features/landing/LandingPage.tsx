import { Button } from '@scaffold/ui';

export function LandingPage() {
  return (
    <main>
      <h1>Scaffold portal</h1>
      <p>Tonnage, stock, money and safety inspections for scaffolding firms.</p>
      <Button onClick={() => window.location.assign('/login')}>Sign in</Button>
    </main>
  );
}
