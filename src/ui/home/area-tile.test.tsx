import 'reflect-metadata';
import { Container } from 'inversify';
import { describe, expect, test, vi } from 'vitest';
import type { BankApplicationRecord } from '@/domain/bank/bank-records';
import { identityTileState } from '@/ui/bank/bank-home-tile';
import { AreaTile } from '@/ui/home/area-tile';
import type { AreaLink } from '@/ui/home/home-view-model';
import type { TileState } from '@/ui/home/home-tile';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';
import { RouterStore } from '@/ui/routing/router-store';
import { ContainerProvider } from '@/ui/shell/container-context';

const view = reactRootPerTest();

function render(key: string, title: string, state: TileState): Promise<HTMLElement> {
  const container = new Container({ autobind: true });
  container.bind(RouterStore).toConstantValue({ navigate: vi.fn(), pathname: '/' } as unknown as RouterStore);
  const area: AreaLink = { key, path: `/${key}`, title, built: true, status: undefined, state, failed: false };
  return view.render(
    <ContainerProvider container={container}>
      <ul>
        <AreaTile area={area} />
      </ul>
    </ContainerProvider>,
  );
}

const statuses = (el: HTMLElement): string[] =>
  [...el.querySelectorAll('.badge, .area-card__status')].map((n) => n.textContent ?? '');

describe('a home tile', () => {
  test('shows one status: no badge that says what the status line says', async () => {
    const el = await render('distributions', 'Distributions', { status: 'In progress', tone: 'inProgress' });
    expect(statuses(el)).toEqual(['In progress']);
  });

  test('keeps the badge when it adds something to the status line', async () => {
    const el = await render('checkout', 'Employer and plan setup', {
      status: 'Step 3 of 5: Employer Details',
      tone: 'inProgress',
    });
    expect(statuses(el)).toEqual(['In progress', 'Step 3 of 5: Employer Details']);
  });

  test('Identity verification says what it is before offering to continue', async () => {
    const status = {
      status: 'draft',
      started: true,
      currentStep: 'fillApplication',
      connection: null,
    } as unknown as BankApplicationRecord;
    const el = await render('identity-verification', 'Identity verification', identityTileState(status));
    const texts = [...el.querySelectorAll('li > *')].map((n) => n.textContent);
    expect(texts).toEqual([
      'Identity verification',
      'The bank confirms who you are (an ID and photos of it) before it opens the plan’s trust account: part of the bank application.',
      'In progress',
      'Not submitted yet',
      'Continue',
    ]);
  });
});
