import { WARD_MAX } from '@hr/contracts/constants';
import type { FastifySchemaValidationError } from 'fastify';

const LABELS: Record<string, string> = {
  emailOrPhone: 'Email or phone',
};

/** How messages name a field: its wire name, or a label where that reads badly. */
export const fieldLabel = (name: string): string => LABELS[name] ?? name;

function fieldName(error: FastifySchemaValidationError): string {
  // Ajv names one missing property; TypeBox's compiler (query strings) lists them.
  const { missingProperty, requiredProperties } = error.params as {
    missingProperty?: string;
    requiredProperties?: string[];
  };
  const missing = missingProperty ?? requiredProperties?.[0];
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const name = error.keyword === 'required' && missing ? (path ? `${path}.${missing}` : missing) : path;
  return fieldLabel(name);
}

/**
 * One readable sentence naming the field, from Ajv's first error: 'name is required',
 * 'householdSize must be at least 1'. For a union (nullable field) Ajv lists each branch;
 * the first one is the informative one.
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context: string | undefined,
): string {
  const error = errors[0];
  if (!error) return 'Invalid request';
  const field = fieldName(error);
  const params = error.params as Record<string, unknown>;
  if (!field) {
    return context === 'body' ? 'Request body must be a JSON object' : 'Invalid request';
  }
  // An item of a ward list ('wards.2'): the list is named, with the rule its items break.
  if (/^wards\.\d+$/.test(field)) return `wards must be whole numbers from 1 to ${WARD_MAX}`;
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'minLength':
      return params.limit === 1 ? `${field} is required` : `${field} must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minimum':
      return `${field} must be at least ${String(params.limit)}`;
    case 'maximum':
      return `${field} must be at most ${String(params.limit)}`;
    case 'type':
      if (params.type === 'integer' || params.type === 'number') return `${field} must be a number`;
      if (params.type === 'null') return `${field} is not valid`;
      if (params.type === 'array') return `${field} must be a list`;
      if (params.type === 'object') return `${field} must be an object`;
      return `${field} must be a ${String(params.type)}`;
    case 'format':
      if (params.format === 'email') return `${field} is not a valid email address`;
      if (params.format === 'uuid') return `${field} is not a valid id`;
      return `${field} is not valid`;
    case 'const':
    case 'enum':
      if (field === 'gender') return 'gender must be Female, Male or Other';
      if (field === 'format') return 'format must be csv or xlsx';
      // A merge's chosen side of a field (fields.name).
      if (field.startsWith('fields.')) return `${field} must be a or b`;
      return `${field} is not one of the allowed values`;
    case 'uniqueItems':
      return `${field} must not repeat a value`;
    case 'maxItems':
      return `${field} must have at most ${String(params.limit)} items`;
    case 'minItems':
      return `${field} must have at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    case 'pattern':
      return field === 'code' ? 'code must be 6 digits' : `${field} is not valid`;
    default:
      return `${field} is not valid`;
  }
}
