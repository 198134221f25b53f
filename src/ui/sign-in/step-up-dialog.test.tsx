import 'reflect-metadata';
import { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { act, type ReactElement } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { RouterStore } from '@/ui/routing/router-store';
import { ContainerProvider, useService } from '@/ui/shell/container-context';
import StepUpDialog from '@/ui/sign-in/step-up-dialog';
import { SecondFactorViewModel } from '@/ui/sign-in/second-factor-view-model';
import { StepUpPrompt } from '@/ui/sign-in/step-up-prompt';
import { reactRootPerTest } from '@/ui/kit/react-root-test-kit';

// jsdom has no CSS.escape, which react-aria's modal reads a meta tag with; browsers do.
const css = ((globalThis as { CSS?: { escape?: (s: string) => string } }).CSS ??= {});
css.escape ??= (s: string): string => s.replace(/[^\w-]/g, (c) => `\\${c}`);

const view = reactRootPerTest();

/** The shell's way of showing the dialog: mounted while the prompt is open. */
const WhileOpen = observer(function WhileOpen(): ReactElement | null {
  return useService(StepUpPrompt).open ? <StepUpDialog /> : null;
});

/** A page with a form whose Save button started an action, and the step-up dialog as the shell mounts it. */
async function world(): Promise<{ prompt: StepUpPrompt; save: HTMLButtonElement; answer: Promise<boolean> }> {
  const prompt = new StepUpPrompt();
  const vm = {
    code: '',
    error: undefined,
    busy: false,
    offersCode: true,
    offersPasskey: false,
    setCode: (): void => undefined,
    submitCode: async (): Promise<boolean> => true,
  };
  const container = new Container({ autobind: true });
  container.bind(StepUpPrompt).toConstantValue(prompt);
  container.bind(SecondFactorViewModel).toConstantValue(vm as unknown as SecondFactorViewModel);
  container.bind(RouterStore).toConstantValue({ navigate: vi.fn() } as unknown as RouterStore);
  await act(async () =>
    view.root.render(
      <ContainerProvider container={container}>
        <form aria-label="Beneficiaries">
          <button type="submit">Save the designation</button>
        </form>
        <WhileOpen />
      </ContainerProvider>,
    ),
  );
  const save = view.host.querySelector('button') as HTMLButtonElement;
  save.focus();
  expect(document.activeElement).toBe(save);
  // The action runs: its button is disabled and loses focus to nothing. Chromium fires focusout at the disabled button;
  // jsdom neither moves focus off a disabled element nor fires the event, so both are done here by hand.
  save.blur();
  save.disabled = true;
  save.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  expect(document.activeElement).toBe(document.body);
  let answer!: Promise<boolean>;
  await act(async () => {
    answer = prompt.ask('Confirm it is you with your second factor to continue.');
  });
  return { prompt, save, answer };
}

const dialog = (): HTMLElement | null => document.querySelector('[role="dialog"]');

/** Lets the page paint a frame (the dialog returns focus after the frame it closed in). */
const nextFrame = (): Promise<void> =>
  act(async () => {
    await new Promise<void>((done) => requestAnimationFrame(() => done()));
    await new Promise<void>((done) => requestAnimationFrame(() => done()));
  });

describe('the step-up dialog', () => {
  test('is labelled by its heading and takes focus; Escape cancels and focus returns to Save once it is enabled', async () => {
    const { save, answer } = await world();
    const shown = await vi.waitFor(() => {
      const d = dialog();
      if (d === null) throw new Error('no dialog');
      return d;
    });
    const label = document.getElementById(shown.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).toBe('Confirm it is you');
    await vi.waitFor(() => expect(shown.contains(document.activeElement)).toBe(true));

    await act(async () => {
      document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    expect(await answer).toBe(false);
    await vi.waitFor(() => expect(dialog()).toBeNull());
    // The action fails as cancelled and its button is enabled again: focus is back where the person was.
    await act(async () => {
      save.disabled = false;
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(save));
  });

  test('given the second factor, focus returns to Save once the retried action is done', async () => {
    const { save, answer } = await world();
    const shown = await vi.waitFor(() => {
      const d = dialog();
      if (d === null) throw new Error('no dialog');
      return d;
    });
    const code = shown.querySelector('input') as HTMLInputElement;
    const form = code.closest('form') as HTMLFormElement;
    await act(async () => {
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
    expect(await answer).toBe(true);
    await vi.waitFor(() => expect(dialog()).toBeNull());
    // While the retried action runs the button stays disabled, and focus waits for it.
    await nextFrame();
    expect(document.activeElement).not.toBe(save);
    await act(async () => {
      save.disabled = false;
    });
    await vi.waitFor(() => expect(document.activeElement).toBe(save));
  });

  test('focus the person moved elsewhere meanwhile stays there', async () => {
    const { prompt, save } = await world();
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
    await act(async () => prompt.finish(false));
    await vi.waitFor(() => expect(dialog()).toBeNull());
    const other = document.createElement('button');
    other.textContent = 'Elsewhere';
    document.body.append(other);
    await nextFrame();
    other.focus();
    await act(async () => {
      save.disabled = false;
    });
    await nextFrame();
    expect(document.activeElement).toBe(other);
    other.remove();
  });
});
