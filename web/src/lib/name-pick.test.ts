import { describe, expect, it } from 'vitest';
import { namePickFields, pickName, retypeName, type NamePick } from './name-pick';

interface Values {
  company: string;
  companyId: number | null;
  contactId: number | null;
  contact: string;
}
const COMPANY: NamePick<Values> = { name: 'company', id: 'companyId', resets: { contactId: null, contact: '' } };
const picked: Values = { company: 'Gollancz', companyId: 4, contactId: 8, contact: 'Ann' };

describe('a name pick', () => {
  it('takes the name and the id of the picked entry', () => {
    const empty: Values = { company: '', companyId: null, contactId: null, contact: '' };
    expect(pickName(empty, COMPANY, { id: 4, name: 'Gollancz' })).toEqual({ company: 'Gollancz', companyId: 4, contactId: null, contact: '' });
  });

  it('keeps the id while the same name is typed (spaces around it aside), and what belongs to it', () => {
    expect(retypeName(picked, COMPANY, 'Gollancz ')).toEqual({ ...picked, company: 'Gollancz ' });
    expect(pickName(picked, COMPANY, { id: 4, name: 'Gollancz' })).toEqual(picked);
  });

  it('drops the id of a retyped name, and resets what belonged to the picked entry', () => {
    expect(retypeName(picked, COMPANY, 'Gollancz UK')).toEqual({ company: 'Gollancz UK', companyId: null, contactId: null, contact: '' });
    expect(pickName(picked, COMPANY, { id: 5, name: 'Penguin' })).toEqual({ company: 'Penguin', companyId: 5, contactId: null, contact: '' });
  });

  it('touches its message key and those of what it resets', () => {
    expect(namePickFields(COMPANY)).toEqual(['company', 'contactId', 'contact']);
    expect(namePickFields<Values>({ name: 'company', id: 'companyId', field: 'companyId' })).toEqual(['companyId']);
  });
});
