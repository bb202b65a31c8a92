import React from "react";
import { Button, View } from "react-native";
import { savePending, savePendingSealed, savePreferences } from "../services/authenticators";

export function AuthenticatorsScreen({ preferences, sealed }: { preferences: any; sealed: boolean }) {
    const save = async () => {
        await (sealed ? savePendingSealed() : savePending());
        await savePreferences(preferences);
    };
    return (
        <View>
            <Button title="Save" onPress={save} />
        </View>
    );
}
