import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { randomUUID } from 'node:crypto';
import { dynamo } from '../clients/dynamo-client';
import { tableName } from '../data/table-name';
import { unlessConditionFails } from '../data/update-expression';
import { epochSeconds, ticketKey, ticketSeconds, type TicketKind } from './customer-keys';

/**
 * What a ticket lets its holder do: register the verified number, re-register the inactive
 * customer of the number (an INACTIVE.USER verification key), or answer its reactivation question.
 */
export type TicketPurpose = 'register' | 'reregister' | 'question';

export interface Ticket {
  uuid: string;
  purpose: TicketPurpose;
  mobile: string;
  /** Wrong answers so far (questions only). */
  tries: number;
  /** Epoch seconds; also the table's TTL. */
  expiresAt: number;
}

const kindOf = (purpose: TicketPurpose): TicketKind =>
  purpose === 'question' ? 'QUESTION' : 'REGISTRATION';

const table = () => tableName('customers');

/** A new ticket for the number, valid 15 minutes; its uuid is what the caller gets. */
export async function issueTicket(purpose: TicketPurpose, mobile: string): Promise<string> {
  const uuid = randomUUID();
  const ticket: Ticket = {
    uuid,
    purpose,
    mobile,
    tries: 0,
    expiresAt: epochSeconds() + ticketSeconds,
  };
  await dynamo().send(
    new PutCommand({
      TableName: table(),
      Item: { ...ticketKey(kindOf(purpose), uuid), ...ticket },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return uuid;
}

/** A live ticket of the kind (registration keys of both purposes share one kind), else undefined. */
export async function liveTicket(kind: TicketKind, uuid: string): Promise<Ticket | undefined> {
  const out = await dynamo().send(
    new GetCommand({ TableName: table(), Key: ticketKey(kind, uuid), ConsistentRead: true }),
  );
  const ticket = out.Item as Ticket | undefined;
  return ticket && ticket.expiresAt > epochSeconds() ? ticket : undefined;
}

/** Uses a ticket up (deleted while live), so it works once; false when it was not live. */
export async function consumeTicket(ticket: Ticket, maxTries?: number): Promise<boolean> {
  const tries = maxTries === undefined ? '' : ' AND tries < :max';
  const consumed = await unlessConditionFails(async () => {
    await dynamo().send(
      new DeleteCommand({
        TableName: table(),
        Key: ticketKey(kindOf(ticket.purpose), ticket.uuid),
        ConditionExpression: `attribute_exists(pk) AND expiresAt > :now${tries}`,
        ExpressionAttributeValues: {
          ':now': epochSeconds(),
          ...(maxTries === undefined ? {} : { ':max': maxTries }),
        },
      }),
    );
    return true;
  });
  return consumed ?? false;
}

/** Counts a wrong answer on a question ticket below `maxTries`; false when it is used up. */
export async function countWrongAnswer(ticket: Ticket, maxTries: number): Promise<boolean> {
  const counted = await unlessConditionFails(async () => {
    await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: ticketKey(kindOf(ticket.purpose), ticket.uuid),
        UpdateExpression: 'ADD tries :one',
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now AND tries < :max',
        ExpressionAttributeValues: { ':one': 1, ':now': epochSeconds(), ':max': maxTries },
      }),
    );
    return true;
  });
  return counted ?? false;
}
