/** Poses for the exercises and articles. Side views face right; angles follow `dirOf` (0 down, 90 right, 180 up). */
import { add, dirOf } from '../vector.js';
import type { FrontPose, Limb, SidePose } from './figures.js';
import { ik } from '../rig.js';

const ARM: [number, number] = [0.56, 0.5];
const LEG: [number, number] = [0.8, 0.76];

const hang: Limb = [0, 0];
export const stand: SidePose = {
  torso: 180,
  arms: [
    [-6, 0],
    [6, 4],
  ],
  legs: [
    [-5, -2],
    [5, 3],
  ],
};

export const squatTop: SidePose = {
  torso: 180,
  arms: [
    [-4, 0],
    [4, 2],
  ],
  legs: [
    [-2, 0],
    [2, 0],
  ],
};
export const squatBottom: SidePose = {
  torso: 140,
  head: 165,
  arms: [
    [88, 92],
    [92, 94],
  ],
  legs: [
    [80, -28],
    [82, -28],
  ],
};

const barHold: Limb = [-40, 150];
export const backSquatTop: SidePose = {
  torso: 180,
  arms: [barHold, barHold],
  legs: [
    [-2, 0],
    [2, 0],
  ],
};
export const backSquatBottom: SidePose = {
  torso: 136,
  head: 160,
  arms: [
    [-5, 110],
    [-5, 110],
  ],
  legs: [
    [80, -30],
    [82, -30],
  ],
};
export const squatHipsFirst: SidePose = {
  torso: 112,
  head: 140,
  arms: [
    [-5, 110],
    [-5, 110],
  ],
  legs: [
    [40, -16],
    [42, -16],
  ],
};
export const squatMidRise: SidePose = {
  torso: 146,
  head: 165,
  arms: [
    [-10, 120],
    [-10, 120],
  ],
  legs: [
    [55, -24],
    [57, -24],
  ],
};

/** A push-up at body angle `theta` above the floor, hands fixed where the straight-arm position puts them. */
function pushUp(theta: number): SidePose {
  const foot = 30;
  const legs = -(90 - theta);
  const ankle = add([0, 0], dirOf(foot), -0.24);
  const hip = add(ankle, dirOf(legs), -1.56);
  const shoulder = add(hip, dirOf(90 + theta), 1);
  const handX = 2.295;
  const arm = ik([handX - shoulder[0], 0 - shoulder[1]], ARM[0], ARM[1], 1);
  return {
    torso: 90 + theta,
    head: 96 + theta,
    arms: [arm, arm],
    legs: [
      [legs, legs, foot],
      [legs, legs, foot],
    ],
  };
}
export const pushUpTop = pushUp(19.4);
export const pushUpBottom = pushUp(7);

export const rdlTop: SidePose = {
  torso: 180,
  arms: [hang, hang],
  legs: [
    [-3, 0],
    [3, 0],
  ],
};
export const rdlBottom: SidePose = {
  torso: 120,
  head: 130,
  arms: [
    [-15, -15],
    [-15, -15],
  ],
  legs: [
    [40, -8],
    [40, -8],
  ],
};
export const roundedBend: SidePose = {
  torso: 105,
  head: 60,
  arms: [
    [-5, 5],
    [5, 10],
  ],
  legs: [
    [4, 0],
    [4, 0],
  ],
};

/** Single-arm row: far knee and far hand on the training stool, near foot on the floor. */
export const rowBottom: SidePose = {
  torso: 95,
  head: 110,
  arms: [
    [32, 32],
    [2, 0],
  ],
  legs: [
    [0, -90, 180],
    [4, -2],
  ],
};
export const rowTop: SidePose = { ...rowBottom, arms: [[32, 32], ik([-0.2, 0.32], ARM[0], ARM[1], -1)] };

/** Glute bridge, lying with the head to the left; the feet stay put while the hips rise. Anchor: shoulder. */
function bridge(lift: number): SidePose {
  const torso = -90 + lift;
  const hip = add([0, 0], dirOf(torso), -1);
  const leg = ik([1.85 - hip[0], 0.12 - hip[1]], LEG[0], LEG[1], 1);
  return {
    torso,
    head: -90,
    arms: [
      [90, 90],
      [92, 92],
    ],
    legs: [[...leg, 90] as Limb, [...leg, 90] as Limb],
  };
}
export const bridgeDown = bridge(0);
export const bridgeUp = bridge(20);

/** Split squat with the rear toes fixed on the floor. */
function splitSquat(depth: number): SidePose {
  const front = ik([0.05, 1.5 - depth], LEG[0], LEG[1], -1);
  const hipY = -(1.5 - depth);
  const rear = ik([-0.95, -hipY - 0.12], LEG[0], LEG[1], -1);
  return { torso: 180, arms: [barHold, barHold], legs: [[...rear, 30] as Limb, [...front, 90] as Limb] };
}
export const splitTop = splitSquat(0.05);
export const splitBottom = splitSquat(0.55);

/** Face pull toward a pulley at face height in front of the figure. */
export const facePullStart: SidePose = {
  torso: 176,
  arms: [
    [98, 96],
    [96, 94],
  ],
  legs: [
    [-12, -6],
    [10, 4],
  ],
};
export const facePullEnd: SidePose = {
  torso: 176,
  arms: [ik([0.02, -0.36], ARM[0], ARM[1], 1), ik([0.06, -0.34], ARM[0], ARM[1], 1)],
  legs: [
    [-12, -6],
    [10, 4],
  ],
};

/** Supine hamstring stretch: head to the left, the near leg raised to `hip` degrees of flexion. */
export function hamstringStretch(hip: number): SidePose {
  const legAngle = 90 + hip;
  const thighMid = add([0, 0], dirOf(legAngle), 0.55);
  const shoulder = add([0, 0], dirOf(-90), 1);
  const arm = ik([thighMid[0] - shoulder[0], thighMid[1] - shoulder[1]], ARM[0], ARM[1], -1);
  return {
    torso: -90,
    head: -90,
    arms: [arm, arm],
    legs: [
      [90, 90, 180],
      [legAngle, legAngle, legAngle + 90],
    ],
  };
}

export const seated: SidePose = {
  torso: 180,
  arms: [
    [10, 60],
    [14, 70],
  ],
  legs: [
    [90, 0],
    [90, 2],
  ],
};
export const sitToStandMid: SidePose = {
  torso: 138,
  head: 160,
  arms: [
    [70, 80],
    [74, 84],
  ],
  legs: [
    [60, -12],
    [62, -12],
  ],
};
export const curlUp: SidePose = {
  ...stand,
  arms: [
    [-6, 0],
    [4, 160],
  ],
};
export const chinUpTop: SidePose = {
  torso: 184,
  head: 178,
  arms: [ik([0.1, -0.34], ARM[0], ARM[1], -1), ik([0.12, -0.34], ARM[0], ARM[1], -1)],
  legs: [
    [10, -25, 60],
    [16, -20, 70],
  ],
};
export const seatedTalk: SidePose = {
  torso: 176,
  arms: [
    [30, 70],
    [35, 95],
  ],
  legs: [
    [88, 4],
    [92, 6],
  ],
};
export const walking: SidePose = {
  torso: 178,
  arms: [
    [-25, -10],
    [25, 50],
  ],
  legs: [
    [-22, -30],
    [20, 8],
  ],
};
export const hipFlexion: SidePose = {
  torso: 180,
  arms: [
    [-4, 0],
    [95, 95],
  ],
  legs: [
    [-2, 0],
    [92, 0],
  ],
};

/** Front views. */
export const frontStand: FrontPose = { arm: [12, 6], leg: [3, 0] };
export const abduction: FrontPose = { arm: [95, 95], arm2: [12, 6], leg: [3, 0] };
export const lateralDown: FrontPose = { arm: [10, 12], leg: [5, 0] };
export const lateralUp: FrontPose = { arm: [86, 92], leg: [5, 0] };
export const pressDown: FrontPose = { arm: [92, 178], leg: [70, 5], legScale: [0.32, 1] };
export const pressUp: FrontPose = { arm: [160, 176], leg: [70, 5], legScale: [0.32, 1] };
export const pullDownTop: FrontPose = { arm: [150, 172], leg: [70, 5], legScale: [0.32, 1] };
export const pullDownBottom: FrontPose = { arm: [38, 172], leg: [70, 5], legScale: [0.32, 1] };
export const squatFrontGood: FrontPose = { arm: [14, 8], leg: [22, -10], legScale: [0.55, 0.95] };
export const squatFrontValgus: FrontPose = { arm: [14, 8], leg: [-6, 26], legScale: [0.55, 0.95] };

/** Stretches for the stretching library. */
export const quadStretch: SidePose = {
  torso: 180,
  arms: [[-8, 0], ik([-0.26, 1.0], ARM[0], ARM[1], 1)],
  legs: [
    [-2, 0],
    [-12, -172, -82],
  ],
};
export const calfStretch: SidePose = {
  torso: 150,
  head: 160,
  arms: [
    [118, 104],
    [120, 106],
  ],
  legs: [
    [-32, -32],
    [22, -8],
  ],
};
