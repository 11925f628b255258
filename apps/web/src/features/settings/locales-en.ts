import type { settingsTexts } from './locales';

/** English texts of the Settings page (locales.ts has the Portuguese ones). */
export const settingsTextsEn: typeof settingsTexts = {
  tabs: { options: 'Options', schedules: 'Opening hours' },
  updating: 'Updating...',
  updated: 'Operation updated successfully.',
  schedulesSaved: 'Opening hours updated successfully.',
  schedulesIntro:
    "The company's opening hours: outside them the chatbot sends the connection's out-of-hours message.",
  loadError: 'The settings could not be loaded',
  options: {
    userRating: 'Ratings',
    scheduleType: 'Opening hours management',
    call: 'Voice and video calls',
    CheckMsgIsGroup: 'Ignore group messages',
    checkActiveNotify: 'Tell recipients about waiting tickets',
    sendGreetingAccepted: 'Send a greeting when a ticket is accepted',
    sendMsgTransfTicket: 'Send a message on queue/agent transfer',
    sendGreetingMessageOneQueues: 'Send the greeting when there is only 1 queue',
    chatBotType: 'Chatbot type',
  },
  help: {
    userRating: 'On resolve, the customer is asked to rate the service from 1 to 3.',
    scheduleType: 'Where the opening hours come from: the company or each queue.',
    call: 'Do not accept: calls are declined and the customer is asked to write; the missed call stays in the ticket.',
    CheckMsgIsGroup: 'Group messages do not open tickets.',
    checkActiveNotify: 'The recipients of the Notifications page get a WhatsApp notice.',
    sendGreetingAccepted: "The customer gets a greeting with the agent's name.",
    sendMsgTransfTicket: 'The customer is told when the ticket changes queue or agent.',
    sendGreetingMessageOneQueues: "With a single queue, the customer gets that queue's greeting.",
    chatBotType: 'How the chatbot menu is sent.',
  },
  values: {
    enabled: 'Enabled',
    disabled: 'Disabled',
    queue: 'Queue',
    company: 'Company',
    text: 'Text',
  },
  callValues: { enabled: 'Accept', disabled: 'Do not accept' },
  timezone: {
    label: 'Company time zone',
    help: 'The dashboard and reports count days and hours in this zone.',
  },
  integrations: {
    title: 'Integrations',
    asaas: 'Asaas token (payment provider)',
    set: 'Token set',
    notSet: 'No token set',
    placeholder: 'Paste the new token',
    help: 'For safety the token is never shown: type a new one to replace it.',
    save: 'Save token',
    remove: 'Remove token',
  },
};
