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
  body: Record<string, unknown>;
}

interface Fields {
  key: string;
  value?: string | null;
  mount_path?: string | null;
  is_secret?: boolean;
  description?: string | null;
  enable_interpolation_in_file?: boolean | null;
}

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
  const handlersFor = (isSecret: boolean, idParam: 'environmentVariableId' | 'secretId') => {
    const view = (shown: Awaited<ReturnType<VariableService['create']>>) =>
      isSecret ? shown.asSecret() : shown.asVariable();
    const expected = (params: Record<string, string>) => ({ parent: parentOf(params), isSecret });
    return {
      list: async ({ params }: Input) => ({
        results: (await variables.list(await target(params), isSecret)).map(view),
      }),
      create: async ({ params, body }: Input) =>
        view(await variables.create(await target(params), asInput(body as unknown as Fields, isSecret))),
      edit: async ({ params, body }: Input) => {
        const fields = body as unknown as Fields;
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
      alias: async ({ params, body }: Input) =>
        view(
          await variables.alias(
            await target(params),
            params[idParam] as string,
            asInput(body as unknown as Fields, isSecret),
            { isSecret },
          ),
        ),
      override: async ({ params, body }: Input) =>
        view(
          await variables.override(
            await target(params),
            params[idParam] as string,
            asInput({ key: '', ...(body as object) } as Fields, isSecret),
            { isSecret },
          ),
        ),
    };
  };
  const plain = handlersFor(false, 'environmentVariableId');
  const secret = handlersFor(true, 'secretId');
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
    importVariables: async ({ params, body }: Input) =>
      variables.import(await target(params), body as unknown as Parameters<VariableService['import']>[1]),
    listEffectiveVariables: async ({ params }: Input) => ({
      results: await variables.effective(await target(params)),
    }),
  };
}

function bindParent<K extends VariableParentKind>(
  registry: HandlerRegistry,
  kind: K,
  variables: VariableService,
): void {
  // The handlers read the parent's id by its kind's param name and the body each endpoint validated; TypeScript
  // cannot follow either through the generic kind. Routes without import or effective set ignore those two.
  const handlers = perScopeHandlers(kind, variables) as unknown as HandlersFor<PerScopeEndpoints<K>>;
  bindHandlers(registry, variableEndpointsByParent[kind], handlers);
}

const parentKinds: VariableParentKind[] = ['application', 'container', 'job', 'environment', 'project'];
export const importKinds: VariableImportKind[] = ['application', 'container', 'job'];

export function bindVariableHandlers(registry: HandlerRegistry, variables: VariableService): void {
  for (const kind of parentKinds) bindParent(registry, kind, variables);
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
