import { contactListItemChannel, type ContactListItemListEvent } from '@atende/shared';
import type { DomainEvent } from '../events';
import { rooms } from './rooms';
import type { SocketServer } from './socket-server';
import { emitCompanyEvent } from './wire';

type ListEvent = Extract<
  DomainEvent,
  {
    type:
      | `contactList.${string}`
      | `contactListItem.${string}`
      | `fileList.${string}`
      | `prompt.${string}`;
  }
>;

/**
 * Contact lists, their items and file lists are company-wide data (spec 3 §4): every socket of
 * the company, on company-{id}-ContactList, -ContactListItem, -ContactListItem-{listId} and -file;
 * prompts (their keys never in the payload) on company-{id}-prompt.
 */
export function broadcastListEvent(io: SocketServer, e: ListEvent) {
  const company = io.to(rooms.company(e.companyId));
  const toListPage = (contactListId: number, payload: ContactListItemListEvent) =>
    company.emit(contactListItemChannel(e.companyId, contactListId), payload);
  switch (e.type) {
    case 'contactList.saved':
      emitCompanyEvent(company, e.companyId, 'ContactList', { action: e.action, record: e.record });
      return;
    case 'contactList.deleted':
      emitCompanyEvent(company, e.companyId, 'ContactList', { action: 'delete', id: e.id });
      return;
    case 'contactListItem.saved': {
      const payload = { action: e.action, record: e.record };
      emitCompanyEvent(company, e.companyId, 'ContactListItem', payload);
      toListPage(e.record.contactListId, payload);
      return;
    }
    case 'contactListItem.deleted':
      emitCompanyEvent(company, e.companyId, 'ContactListItem', { action: 'delete', id: e.id });
      toListPage(e.contactListId, { action: 'delete', id: e.id });
      return;
    case 'contactListItem.reload':
      toListPage(e.contactListId, { action: 'reload' });
      return;
    case 'fileList.saved':
      emitCompanyEvent(company, e.companyId, 'file', { action: e.action, record: e.record });
      return;
    case 'fileList.deleted':
      emitCompanyEvent(company, e.companyId, 'file', { action: 'delete', id: e.id });
      return;
    case 'prompt.saved':
      emitCompanyEvent(company, e.companyId, 'prompt', { action: e.action, record: e.record });
      return;
    case 'prompt.deleted':
      emitCompanyEvent(company, e.companyId, 'prompt', { action: 'delete', id: e.id });
      return;
  }
}
