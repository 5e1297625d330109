// The selected node's style controls (issue 11): fill, border, font size (default 14), font (default
// Arial) and width (150-300, default 180), each labelled, committed once per change, clamped to the
// contract's ranges, not stored when it equals the default, and undone like any other edit (the
// panel is driven by the editor's own history here). In ru and fr too.
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { fromDocument, updateNodeData } from '../graph.ts';
import { useGraphHistory } from '../hooks/use-graph-history.ts';
import { NodePanel } from './node-panel.tsx';

const start = () =>
  fromDocument({
    nodes: [
      {
        id: 'n1',
        text: 'Plan the party',
        description: '',
        color: 'default',
        x: 0,
        y: 0,
        taskId: null,
        style: {},
      },
    ],
    connections: [],
  });

function Editor() {
  const [initial] = useState(start);
  const { graph, actions } = useGraphHistory(initial);
  const node = graph.nodes[0];
  if (!node) return null;
  return (
    <>
      <NodePanel
        node={node}
        others={[]}
        task={undefined}
        onChange={(patch) =>
          actions.commit((g) => ({ ...g, nodes: updateNodeData(g.nodes, node.id, patch) }))
        }
        onConnect={() => {}}
        onCreateTask={() => {}}
        onLinkTask={() => {}}
      />
      <button type="button" onClick={actions.undo}>
        undo
      </button>
      <output data-testid="stored">{JSON.stringify(node.data.style)}</output>
    </>
  );
}

const stored = () => JSON.parse(screen.getByTestId('stored').textContent ?? '{}') as Record<string, unknown>;

describe('node style fields', () => {
  it('shows the defaults, each field labelled', () => {
    renderWithApp(<Editor />);
    expect(screen.getByRole('group', { name: 'Style' })).toBeInTheDocument();
    expect(screen.getByLabelText('Font size (px)')).toHaveValue(14);
    expect(screen.getByLabelText('Width (px)')).toHaveValue(180);
    expect(screen.getByLabelText('Font')).toHaveValue('Arial');
    expect(screen.getByLabelText('Fill')).toHaveAccessibleDescription('From the node colour');
    expect(screen.getByLabelText('Border')).toHaveAccessibleDescription('From the node colour');
    expect(stored()).toEqual({});
  });

  it('stores a font size, width and font, clamped, and drops a value equal to the default', async () => {
    const { user } = renderWithApp(<Editor />);
    fireEvent.change(screen.getByLabelText('Font size (px)'), { target: { value: '20' } });
    expect(stored()).toEqual({ fontSize: 20 });
    fireEvent.change(screen.getByLabelText('Font size (px)'), { target: { value: '99' } });
    expect(stored()).toEqual({ fontSize: 48 });
    expect(screen.getByLabelText('Font size (px)')).toHaveValue(48);
    fireEvent.change(screen.getByLabelText('Width (px)'), { target: { value: '400' } });
    expect(stored()).toEqual({ fontSize: 48, width: 300 });
    fireEvent.change(screen.getByLabelText('Width (px)'), { target: { value: '120' } });
    expect(stored()).toEqual({ fontSize: 48, width: 150 });
    await user.selectOptions(screen.getByLabelText('Font'), 'Georgia');
    expect(stored()).toEqual({ fontSize: 48, width: 150, fontFamily: 'Georgia' });
    fireEvent.change(screen.getByLabelText('Font size (px)'), { target: { value: '14' } });
    expect(stored()).toEqual({ width: 150, fontFamily: 'Georgia' });
  });

  it('puts an emptied number back without storing anything', () => {
    renderWithApp(<Editor />);
    const size = screen.getByLabelText('Font size (px)');
    fireEvent.change(size, { target: { value: '' } });
    expect(size).toHaveValue(14);
    expect(stored()).toEqual({});
  });

  it('picks a fill and a border, and resets one back to the node colour', async () => {
    const { user } = renderWithApp(<Editor />);
    fireEvent.change(screen.getByLabelText('Fill'), { target: { value: '#ff0000' } });
    fireEvent.change(screen.getByLabelText('Border'), { target: { value: '#00aa00' } });
    expect(stored()).toEqual({ fill: '#ff0000', stroke: '#00aa00' });
    await user.click(screen.getByRole('button', { name: 'Reset Fill' }));
    expect(stored()).toEqual({ stroke: '#00aa00' });
    expect(screen.getByLabelText('Fill')).toHaveAccessibleDescription('From the node colour');
  });

  it('undoes each change as one step and the fields follow', async () => {
    const { user } = renderWithApp(<Editor />);
    fireEvent.change(screen.getByLabelText('Font size (px)'), { target: { value: '18' } });
    await user.selectOptions(screen.getByLabelText('Font'), 'Verdana');
    expect(stored()).toEqual({ fontSize: 18, fontFamily: 'Verdana' });
    await user.click(screen.getByRole('button', { name: 'undo' }));
    expect(stored()).toEqual({ fontSize: 18 });
    expect(screen.getByLabelText('Font')).toHaveValue('Arial');
    await user.click(screen.getByRole('button', { name: 'undo' }));
    expect(stored()).toEqual({});
    expect(screen.getByLabelText('Font size (px)')).toHaveValue(14);
  });

  it('is reached by keyboard: Tab goes from the colours to the sizes and the font', async () => {
    const { user } = renderWithApp(<Editor />);
    screen.getByLabelText('Fill').focus();
    await user.tab();
    expect(screen.getByLabelText('Border')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Font size (px)')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Width (px)')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Font')).toHaveFocus();
  });

  it('speaks Russian and French', async () => {
    renderWithApp(<Editor />);
    await i18n.changeLanguage('ru');
    expect(await screen.findByRole('group', { name: 'Оформление' })).toBeInTheDocument();
    expect(screen.getByLabelText('Размер шрифта (px)')).toHaveValue(14);
    expect(screen.getByLabelText('Заливка')).toHaveAccessibleDescription('По цвету узла');
    await i18n.changeLanguage('fr');
    expect(await screen.findByLabelText('Largeur (px)')).toHaveValue(180);
    expect(screen.getByLabelText('Police')).toHaveValue('Arial');
  });
});
