/**
 * The attributes this service provider keeps (RFC 7643 §4.1 User, §4.2 Group, §4.3 enterprise User): one description
 * read by the input checks, the PATCH paths and `/Schemas`. Names match case-insensitively, as the RFC says.
 */
export interface AttributeDef {
  name: string;
  type: 'string' | 'boolean' | 'complex' | 'reference' | 'dateTime';
  multiValued?: boolean;
  subAttributes?: AttributeDef[];
  mutability?: 'readOnly' | 'readWrite' | 'writeOnly' | 'immutable';
  returned?: 'always' | 'never' | 'default';
  uniqueness?: 'none' | 'server';
  caseExact?: boolean;
  required?: boolean;
  description: string;
}

export const userSchemaId = 'urn:ietf:params:scim:schemas:core:2.0:User';
export const enterpriseSchemaId = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
export const groupSchemaId = 'urn:ietf:params:scim:schemas:core:2.0:Group';

const text = (name: string, description: string, extra: Partial<AttributeDef> = {}): AttributeDef => ({ name, type: 'string', description, ...extra });
const multi = (name: string, description: string, subs: AttributeDef[]): AttributeDef => ({ name, type: 'complex', multiValued: true, subAttributes: subs, description });
const plural = [text('value', 'The value.'), text('display', 'A label for display.'), text('type', 'A label: work, home, other…'), { name: 'primary', type: 'boolean', description: 'The primary value.' } satisfies AttributeDef];

export const userAttributes: AttributeDef[] = [
  text('userName', 'Unique identifier for the User, usually the sign-in address.', { required: true, uniqueness: 'server' }),
  {
    name: 'name',
    type: 'complex',
    description: "The components of the User's name.",
    subAttributes: ['formatted', 'familyName', 'givenName', 'middleName', 'honorificPrefix', 'honorificSuffix'].map((n) => text(n, `The ${n} part of the name.`)),
  },
  ...['displayName', 'nickName', 'profileUrl', 'title', 'userType', 'preferredLanguage', 'locale', 'timezone'].map((n) => text(n, `The User's ${n}.`)),
  { name: 'active', type: 'boolean', description: 'Whether the User may sign in and holds a seat in the team.' },
  text('password', 'Never stored: people sign in through the team\'s identity provider.', { mutability: 'writeOnly', returned: 'never' }),
  multi('emails', 'Email addresses; the primary (else work, else first) is the account address.', plural),
  multi('phoneNumbers', 'Phone numbers.', plural),
  multi('ims', 'Instant messaging addresses.', plural),
  multi('photos', 'URLs of photos.', plural),
  multi('addresses', 'Physical mailing addresses.', [
    ...['formatted', 'streetAddress', 'locality', 'region', 'postalCode', 'country', 'type'].map((n) => text(n, `The ${n} part of the address.`)),
    { name: 'primary', type: 'boolean', description: 'The primary address.' },
  ]),
  { ...multi('groups', "The team's directory groups the User is in.", [text('value', 'The group id.'), text('$ref', 'The group URI.'), text('display', 'The group name.')]), mutability: 'readOnly' },
  multi('entitlements', 'Entitlements.', plural),
  multi('roles', 'Roles.', plural),
  multi('x509Certificates', 'Certificates.', plural),
];

export const enterpriseAttributes: AttributeDef[] = [
  ...['employeeNumber', 'costCenter', 'organization', 'division', 'department'].map((n) => text(n, `The ${n}.`)),
  { name: 'manager', type: 'complex', description: "The User's manager.", subAttributes: [text('value', "The manager's id."), text('$ref', "The manager's URI."), text('displayName', "The manager's name.", { mutability: 'readOnly' })] },
];

export const groupAttributes: AttributeDef[] = [
  text('displayName', 'The group name, unique in the team (any case). A group named admin makes its members admins.', { required: true, uniqueness: 'server' }),
  multi('members', 'The group members: User ids of this team.', [text('value', 'The User id.', { mutability: 'immutable' }), text('$ref', 'The User URI.'), text('display', "The User's name.")]),
];

/** The common attributes every resource has (RFC 7643 §3.1); `externalId` is the directory's own id. */
export const externalIdAttribute = text('externalId', "The directory's identifier for the resource.", { caseExact: true });

export const findAttribute = (defs: AttributeDef[], name: string) => defs.find((d) => d.name.toLowerCase() === name.toLowerCase());
