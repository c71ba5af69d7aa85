import {
  effectiveVariableEndpointsByService,
  unifiedVariableEndpoints,
  type VariableImportKind,
  variableEndpointsByParent,
  type VariableParentKind,
} from '../../../contract';
import { bindHandlers, type HandlerRegistry, type HandlersFor } from './bind';
import { scopeOfKind, type VariableService } from '../../modules/variables';

type PerScopeEndpoints<K extends VariableParentKind> = (typeof variableEndpointsByParent)[K];

/** What these handlers read of their validated input (the parent's id param differs by kind). */
interface Input {
  params: Record<string, string>;
}
/** The body the endpoint validated. */
interface Sending<B> {
  body: B;
}

type Shown = Awaited<ReturnType<VariableService['create']>>;

interface Fields {
  key: string;
  value?: string | null;
  mount_path?: string | null;
  is_secret?: boolean;
  description?: string | null;
  enable_interpolation_in_file?: boolean | null;
}

/** An override takes its key from the variable it overrides. */
type OverrideFields = Omit<Fields, 'key'>;

const asInput = (body: Fields, isSecret: boolean) => ({
  key: body.key,
  value: body.value,
  mountPath: body.mount_path,
  isSecret,
  description: body.description,
  enableInterpolationInFile: body.enable_interpolation_in_file,
});

function perScopeHandlers<K extends VariableParentKind>(kind: K, variables: VariableService) {
  const scope = scopeOfKind[kind];
  const parentOf = (params: Record<string, string>) => ({ scope, id: params[`${kind}Id`] as string });
  const target = (params: Record<string, string>) => variables.findTarget(scope, parentOf(params).id);
  /** The handlers of variables or of secrets, each answering its record as `view` shows it. */
  const handlersFor = <V>(
    isSecret: boolean,
    idParam: 'environmentVariableId' | 'secretId',
    view: (shown: Shown) => V,
  ) => {
    const expected = (params: Record<string, string>) => ({ parent: parentOf(params), isSecret });
    return {
      list: async ({ params }: Input) => ({
        results: (await variables.list(await target(params), isSecret)).map(view),
      }),
      create: async ({ params, body }: Input & Sending<Fields>) =>
        view(await variables.create(await target(params), asInput(body, isSecret))),
      edit: async ({ params, body: fields }: Input & Sending<Fields>) => {
        return view(
          await variables.edit(
            params[idParam] as string,
            {
              key: fields.key,
              value: fields.value,
              mountPath: fields.mount_path,
              isSecret: fields.is_secret,
              description: fields.description,
              enableInterpolationInFile: fields.enable_interpolation_in_file,
            },
            expected(params),
          ),
        );
      },
      delete: ({ params }: Input) => variables.delete(params[idParam] as string, expected(params)),
      alias: async ({ params, body }: Input & Sending<Fields>) =>
        view(
          await variables.alias(await target(params), params[idParam] as string, asInput(body, isSecret), {
            isSecret,
          }),
        ),
      override: async ({ params, body }: Input & Sending<OverrideFields>) =>
        view(
          await variables.override(
            await target(params),
            params[idParam] as string,
            asInput({ key: '', ...body }, isSecret),
            { isSecret },
          ),
        ),
    };
  };
  const plain = handlersFor(false, 'environmentVariableId', (shown) => shown.asVariable());
  const secret = handlersFor(true, 'secretId', (shown) => shown.asSecret());
  return {
    listVariables: plain.list,
    createVariable: plain.create,
    editVariable: plain.edit,
    deleteVariable: plain.delete,
    createVariableAlias: plain.alias,
    createVariableOverride: plain.override,
    listSecrets: secret.list,
    createSecret: secret.create,
    editSecret: secret.edit,
    deleteSecret: secret.delete,
    createSecretAlias: secret.alias,
    createSecretOverride: secret.override,
    importVariables: async ({ params, body }: Input & Sending<Parameters<VariableService['import']>[1]>) =>
      variables.import(await target(params), body),
    listEffectiveVariables: async ({ params }: Input) => ({
      results: await variables.effective(await target(params)),
    }),
  };
}

type PerScopeHandlers = { [K in VariableParentKind]: HandlersFor<PerScopeEndpoints<K>> };

/**
 * Each parent kind's handlers, kind by kind so that the compiler checks each against its own endpoints (the
 * parent's id param, the bodies they validate). Kinds without import or effective set leave those two unbound.
 */
function handlersByParent(variables: VariableService): PerScopeHandlers {
  return {
    application: perScopeHandlers('application', variables),
    container: perScopeHandlers('container', variables),
    job: perScopeHandlers('job', variables),
    environment: perScopeHandlers('environment', variables),
    project: perScopeHandlers('project', variables),
  };
}

function bindParent<K extends VariableParentKind>(
  registry: HandlerRegistry,
  kind: K,
  handlers: PerScopeHandlers,
): void {
  bindHandlers(registry, variableEndpointsByParent[kind], handlers[kind]);
}

const parentKinds: VariableParentKind[] = ['application', 'container', 'job', 'environment', 'project'];
export const importKinds: VariableImportKind[] = ['application', 'container', 'job'];

export function bindVariableHandlers(registry: HandlerRegistry, variables: VariableService): void {
  const byParent = handlersByParent(variables);
  for (const kind of parentKinds) bindParent(registry, kind, byParent);
  const handlers: HandlersFor<typeof unifiedVariableEndpoints> = {
    list: async ({ query }) => ({
      results: (
        await variables.list(await variables.findTarget(query.scope, query.parent_id), query.is_secret)
      ).map((shown) => shown.asResponse()),
    }),
    create: async ({ body }) =>
      (
        await variables.create(await variables.findTarget(body.variable_scope, body.variable_parent_id), {
          ...asInput(body, body.is_secret),
        })
      ).asResponse(),
    edit: async ({ params, body }) =>
      (
        await variables.edit(params.variableId, {
          key: body.key,
          value: body.value,
          mountPath: body.mount_path,
          isSecret: body.is_secret,
          description: body.description,
          enableInterpolationInFile: body.enable_interpolation_in_file,
        })
      ).asResponse(),
    delete: ({ params }) => variables.delete(params.variableId),
    createAlias: async ({ params, body }) =>
      (
        await variables.alias(
          await variables.findTarget(body.alias_scope, body.alias_parent_id),
          params.variableId,
          {
            key: body.key,
            description: body.description,
            enableInterpolationInFile: body.enable_interpolation_in_file,
          },
        )
      ).asResponse(),
    createOverride: async ({ params, body }) =>
      (
        await variables.override(
          await variables.findTarget(body.override_scope, body.override_parent_id),
          params.variableId,
          {
            value: body.value,
            description: body.description,
            enableInterpolationInFile: body.enable_interpolation_in_file,
          },
        )
      ).asResponse(),
    import: async ({ query, body }) =>
      variables.import(await variables.findTarget(query.service_type, query.service_id), body),
  };
  bindHandlers(registry, unifiedVariableEndpoints, handlers);
  const helm: HandlersFor<typeof effectiveVariableEndpointsByService.helm> = {
    listEffectiveVariables: async ({ params }) => ({
      results: await variables.effective(await variables.findTarget('HELM', params.helmId)),
    }),
  };
  bindHandlers(registry, effectiveVariableEndpointsByService.helm, helm);
  const terraform: HandlersFor<typeof effectiveVariableEndpointsByService.terraform> = {
    listEffectiveVariables: async ({ params }) => ({
      results: await variables.effective(await variables.findTarget('TERRAFORM', params.terraformId)),
    }),
  };
  bindHandlers(registry, effectiveVariableEndpointsByService.terraform, terraform);
}
