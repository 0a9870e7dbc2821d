// Small OpenAPI fixtures written for these tests.
export const PETS_YAML = `openapi: 3.1.0
info:
  title: Pets
  version: 1.0.0
servers:
  - url: https://api.pets.test/v1
security:
  - apiKey: []
paths:
  /pets:
    get:
      summary: List pets
      description: Returns **all** pets.
      parameters:
        - $ref: '#/components/parameters/Limit'
      responses:
        '200':
          description: A list of pets
    post:
      summary: Create a pet
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Pet' }
      responses:
        '201':
          description: Created
  /pets/{petId}:
    get:
      summary: Get a pet
      deprecated: true
      parameters:
        - name: petId
          in: path
          required: true
          schema: { type: string }
      responses:
        '200':
          description: The pet
    delete:
      summary: Delete a pet
      x-hidden: true
      parameters: [{ name: petId, in: path, required: true, schema: { type: string } }]
      responses:
        '204':
          description: Deleted
webhooks:
  pet.adopted:
    post:
      summary: A pet was adopted
      responses:
        '200':
          description: Received
components:
  parameters:
    Limit:
      name: limit
      in: query
      schema: { type: integer }
  schemas:
    Pet:
      type: object
      description: A pet.
      required: [name]
      properties:
        name: { type: string, description: The pet's name }
        tag: { type: string }
  securitySchemes:
    apiKey:
      type: apiKey
      in: header
      name: X-Key
`;

/** A second spec (JSON) sharing `GET /pets` with PETS_YAML. */
export const STORE_JSON = JSON.stringify(
  {
    openapi: '3.0.3',
    info: { title: 'Store', version: '2' },
    servers: [{ url: 'https://store.test' }],
    paths: {
      '/pets': { get: { summary: 'Store pets', responses: { '200': { description: 'ok' } } } },
      '/orders/': { post: { summary: 'Order', responses: { '200': { description: 'ok' } } } },
    },
    components: { schemas: { Pet: { type: 'object' }, Order: { type: 'object' } } },
  },
  null,
  2,
);
