import { render, renderHook, act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, WriteError } from './api-client';
import type { FieldErrors } from './core';
import { placeServerErrors, useForm, type FormOptions, type PlacedErrors } from './use-form';

interface Values {
  name: string;
  nameId: number | null;
  notes: string;
  advance: string;
}
const empty: Values = { name: '', nameId: null, notes: '', advance: '' };

/** A stand-in for a core rule: the name is required, notes at most 5 characters, the advance a number. */
function validate(values: Values, unreadable: ReadonlySet<string>): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required';
  if (values.notes.length > 5) errors.notes = 'Must be at most 5 characters';
  if (unreadable.has('advance')) errors.advance = 'Must be a number';
  return errors;
}

const refused = (errors: FieldErrors) => new WriteError('save thing', new ApiError(422, 'Unprocessable Entity', 'Invalid', { message: 'Invalid', errors }));

interface ThingFormProps {
  send: (values: Values) => Promise<unknown>;
  onFailure?: (error: unknown, placed: PlacedErrors) => void;
  options?: Partial<FormOptions<Values>>;
}

/** A form on the mechanism, as a feature writes one. */
function ThingForm({ send, onFailure, options }: ThingFormProps) {
  const form = useForm<Values>({ initial: empty, validate, fields: ['name', 'notes', 'advance'], fieldOfServerKey: (key) => (key === 'nameId' ? 'name' : key), ...options });
  const { setFormElement, errorOf } = form;
  const field = (name: 'name' | 'notes') => (
    <p data-invalid={errorOf(name) ? '' : undefined}>
      <label htmlFor={name}>{name}</label>
      <input id={name} {...form.text(name)} />
      {errorOf(name) && <span>{errorOf(name)}</span>}
    </p>
  );
  return (
    <form ref={setFormElement} onSubmit={(e) => void form.submit(e, send, onFailure)} noValidate>
      {form.conflict && (
        <div role="alert">
          {form.conflict.message}
          {form.conflict.fields.map(({ field }) => (
            <button key={field} type="button" onClick={() => form.choose(field, 'theirs')}>
              Take theirs: {field}
            </button>
          ))}
        </div>
      )}
      {field('name')}
      {field('notes')}
      <button type="submit">Save</button>
    </form>
  );
}

/** Renders a ThingForm whose `send` resolves unless given; `save` clicks its button. */
function renderThingForm({ send = vi.fn(() => Promise.resolve()), ...props }: Partial<ThingFormProps> = {}) {
  const user = userEvent.setup();
  render(<ThingForm send={send} {...props} />);
  return { user, send, save: () => user.click(screen.getByRole('button', { name: 'Save' })) };
}

describe('placeServerErrors', () => {
  it('puts each message on the field its key names and leaves the others to be said otherwise', () => {
    const placed = placeServerErrors({ nameId: 'Unknown title', notes: 'Too long', body: 'Unreadable body' }, ['name', 'notes'], (key) => (key === 'nameId' ? 'name' : key));
    expect(placed).toEqual({ onFields: { name: 'Unknown title', notes: 'Too long' }, other: ['Unreadable body'] });
  });
});

describe('useForm', () => {
  it('validates on every change and shows a message once its field was changed or left', () => {
    const { result } = renderHook(() => useForm<Values>({ initial: empty, validate, fields: ['name', 'notes'] }));
    expect(result.current.clientErrors).toEqual({ name: 'Name is required' });
    expect(result.current.errorOf('name')).toBeUndefined();
    act(() => result.current.set('notes', 'far too long'));
    expect(result.current.errorOf('notes')).toBe('Must be at most 5 characters');
    act(() => result.current.blur('name', { relatedTarget: null }));
    expect(result.current.errorOf('name')).toBe('Name is required');
  });

  it('hands the amounts the browser cannot read to the rules', () => {
    const { result } = renderHook(() => useForm<Values>({ initial: empty, validate, fields: ['advance'] }));
    act(() => result.current.setAmount('advance', '', true));
    expect(result.current.errorOf('advance')).toBe('Must be a number');
    act(() => result.current.setAmount('advance', '12', false));
    expect(result.current.errorOf('advance')).toBeUndefined();
    expect(result.current.values.advance).toBe('12');
  });

  it('keeps a picked id while the name stays, and drops it when retyped', () => {
    const pick = { name: 'name', id: 'nameId' } as const;
    const { result } = renderHook(() => useForm<Values>({ initial: empty, validate, fields: ['name'] }));
    act(() => result.current.pickName(pick, { id: 3, name: 'Dune' }));
    expect(result.current.values).toMatchObject({ name: 'Dune', nameId: 3 });
    act(() => result.current.typeName(pick, 'Dune '));
    expect(result.current.values.nameId).toBe(3);
    act(() => result.current.typeName(pick, 'Dune Messiah'));
    expect(result.current.values).toMatchObject({ name: 'Dune Messiah', nameId: null });
  });

  it('on submit shows every message, focuses the first field in error and sends nothing', async () => {
    const { user, send, save } = renderThingForm();
    await user.type(screen.getByLabelText('notes'), 'too long');
    await save();
    expect(screen.getByText('Name is required')).toBeVisible();
    expect(screen.getByText('Must be at most 5 characters')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('name')).toHaveFocus());
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the values once the rules pass', async () => {
    const { user, send, save } = renderThingForm();
    await user.type(screen.getByLabelText('name'), 'Dune');
    await save();
    expect(send).toHaveBeenCalledWith({ ...empty, name: 'Dune' }, undefined);
  });

  it('puts a 422 on its fields, focuses the first, tells the rest, and waits until the field changes', async () => {
    const onFailure = vi.fn();
    const { user, send, save } = renderThingForm({ send: vi.fn().mockRejectedValueOnce(refused({ nameId: 'Unknown title', body: 'Unreadable body' })).mockResolvedValue(undefined), onFailure });
    await user.type(screen.getByLabelText('name'), 'Dune');
    await save();
    expect(await screen.findByText('Unknown title')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText('name')).toHaveFocus());
    expect(onFailure).toHaveBeenCalledWith(expect.any(WriteError), { onFields: { name: 'Unknown title' }, other: ['Unreadable body'] });

    await save();
    expect(send).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('name'), ' Messiah');
    expect(screen.queryByText('Unknown title')).not.toBeInTheDocument();
    await save();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('may send the same values again after a 422 when the form says so', async () => {
    const { user, send, save } = renderThingForm({ send: vi.fn().mockRejectedValue(refused({ name: 'A title with this name already exists' })), options: { serverErrorsBlock: false } });
    await user.type(screen.getByLabelText('name'), 'Dune');
    await save();
    expect(await screen.findByText('A title with this name already exists')).toBeVisible();
    await save();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('sends nothing from a read-only form', async () => {
    const { send, save } = renderThingForm({ options: { readOnly: true, initial: { ...empty, name: 'Dune' } } });
    await save();
    expect(send).not.toHaveBeenCalled();
  });

  it('after a 412 shows what the other person changed, keeps what the user typed, and saves over the new version', async () => {
    const current = { name: 'Dune', nameId: null, notes: 'Bob', advance: '', version: 2 };
    const stale = new WriteError('save thing', new ApiError(412, 'Precondition Failed', 'This title was changed by Bob', { message: 'This title was changed by Bob', current }));
    const send = vi.fn().mockRejectedValueOnce(stale).mockResolvedValue(undefined);
    const fromRecord = (record: Record<string, unknown>) => ({ ...empty, ...(record as Partial<Values>) });
    const { user, save } = renderThingForm({ send, options: { initial: { ...empty, name: 'Dune' }, version: 1, fromRecord } });
    await user.type(screen.getByLabelText('notes'), 'Ann');
    await save();
    expect(send).toHaveBeenLastCalledWith({ ...empty, name: 'Dune', notes: 'Ann' }, 1);
    expect(await screen.findByRole('alert')).toHaveTextContent('This title was changed by Bob');
    expect(screen.getByLabelText('notes')).toHaveValue('Ann');
    await user.click(screen.getByRole('button', { name: 'Take theirs: notes' }));
    expect(screen.getByLabelText('notes')).toHaveValue('Bob');
    await save();
    expect(send).toHaveBeenLastCalledWith({ ...empty, name: 'Dune', notes: 'Bob' }, 2);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
